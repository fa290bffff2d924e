import { bridgeErrorOf, useErrorWords } from '../../../i18n/error-words'
import { BridgeCallError } from '../../../lib/bridge/query'

/**
 * A failure in the UI language (the dictionary's words for its kind or code), followed by what the
 * server or the core said (e.g. "unknown index VN31"), which names the filter at fault.
 */
export function ErrorLine(props: { readonly error: unknown; readonly lead?: string }) {
  const words = useErrorWords()
  const detail = props.error instanceof BridgeCallError ? props.error.bridgeError.message : null
  return (
    <p className="sc-error" role="alert">
      {props.lead === undefined ? null : `${props.lead}: `}
      {words(bridgeErrorOf(props.error))}
      {detail === null || detail === '' ? null : <span className="sc-detail"> ({detail})</span>}
    </p>
  )
}
