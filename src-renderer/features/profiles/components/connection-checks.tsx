import type { ConnectionCheck } from '../../../../src-shared/bridge/contract'
import { useErrorWords } from '../../../i18n/error-words'
import { useProfilesStrings } from '../strings'

/**
 * What "test connection" found: each check, ok or failed, and why in the UI's words (the likely
 * cause of a refusal first); the core's own sentence, English or the broker's, only as a tooltip.
 */
export function ConnectionChecks({ checks }: { readonly checks: readonly ConnectionCheck[] }) {
  const t = useProfilesStrings()
  const words = useErrorWords()
  const why = (c: ConnectionCheck): string | null => {
    if (c.ok || c.problem == null) return null
    return t.hints[c.problem.code] ?? words(c.problem)
  }
  return (
    <ul className="profiles-checks" data-testid="connection-checks">
      {checks.map((c) => (
        <li
          key={c.id}
          data-testid={`check-${c.id}`}
          data-ok={c.ok}
          className={c.ok ? 'ok' : 'failed'}
          title={c.message}
        >
          <strong>
            {c.ok ? '✓' : '✗'} {t.checks[c.id]}: {c.ok ? t.ok : t.failed}
          </strong>{' '}
          {why(c) !== null && <span>{why(c)}</span>}
        </li>
      ))}
    </ul>
  )
}
