import type { ConnectionCheck } from '../../../../src-shared/bridge/contract'
import { useProfilesStrings } from '../strings'

/** What "test connection" found: each check, ok or failed, and why in words. */
export function ConnectionChecks({ checks }: { readonly checks: readonly ConnectionCheck[] }) {
  const t = useProfilesStrings()
  return (
    <ul className="profiles-checks" data-testid="connection-checks">
      {checks.map((c) => (
        <li key={c.id} data-testid={`check-${c.id}`} data-ok={c.ok} className={c.ok ? 'ok' : 'failed'}>
          <strong>
            {c.ok ? '✓' : '✗'} {t.checks[c.id]}: {c.ok ? t.ok : t.failed}
          </strong>{' '}
          <span>{c.message}</span>
        </li>
      ))}
    </ul>
  )
}
