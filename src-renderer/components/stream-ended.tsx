import { useTranslation } from 'react-i18next'
import type { BridgeError } from '../../src-shared/bridge/errors'
import { useErrorWords } from '../i18n/error-words'
import type { Strings } from '../i18n/en'

/**
 * What a component shows when one of its streams ended: what stopped, why (in the user's language,
 * the core's message as a tooltip) and a button to subscribe again. Never a silent wait.
 */
export function StreamEnded(props: {
  readonly what: keyof Strings['stream']['names']
  readonly error: BridgeError | null
  readonly onRetry: () => void
  readonly className?: string
}) {
  const { t } = useTranslation()
  const words = useErrorWords()
  return (
    <span
      className={`stream-ended ${props.className ?? ''}`}
      role="status"
      data-testid="stream-ended"
      data-stream={props.what}
      title={props.error?.message}
    >
      {t(`stream.names.${props.what}`)} {t('stream.ended')}
      {props.error ? `: ${words(props.error)}` : ''}{' '}
      <button type="button" className="stream-retry" onClick={props.onRetry}>
        {t('stream.retry')}
      </button>
    </span>
  )
}
