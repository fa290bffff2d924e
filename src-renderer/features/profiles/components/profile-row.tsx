import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConnectionCheck, ProfileSummary } from '../../../../src-shared/bridge/contract'
import { useErrorWords, bridgeErrorOf } from '../../../i18n/error-words'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { unwrap } from '../../../lib/bridge/query'
import { useProfilesStrings } from '../strings'
import { ConnectionChecks } from './connection-checks'

/** One profile: what it is, whether its key is stored (never the key), and what can be done with it. */
export function ProfileRow(props: {
  readonly profile: ProfileSummary
  readonly active: boolean
  readonly onEdit: () => void
  readonly onChanged: () => void
}) {
  const t = useProfilesStrings()
  const { t: tr } = useTranslation('profiles')
  const words = useErrorWords()
  const p = props.profile
  const demo = p.kind === 'demo'
  const [checks, setChecks] = useState<readonly ConnectionCheck[] | null>(null)
  const [busy, setBusy] = useState<'test' | 'switch' | 'remove' | null>(null)
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const api = getWorkstation()

  const run = async (what: 'test' | 'switch' | 'remove', call: () => Promise<void>) => {
    if (busy !== null) return
    setBusy(what)
    setError(null)
    try {
      await call()
    } catch (e) {
      setError(words(bridgeErrorOf(e)))
    } finally {
      setBusy(null)
    }
  }
  const test = () =>
    run('test', async () => {
      setChecks(unwrap(await api.call('profiles.testConnection', { id: p.id })).checks)
    })
  // The core rebuilds itself on the new profile and every window reloads (app.events).
  const activate = () =>
    run('switch', async () => {
      unwrap(await api.call('profiles.activate', { id: p.id }))
    })
  const remove = () =>
    run('remove', async () => {
      unwrap(await api.call('profiles.remove', { id: p.id }))
      setAsking(false)
      props.onChanged()
    })

  return (
    <li
      className={`profiles-row${props.active ? ' active' : ''}`}
      data-testid="profile-row"
      data-profile-id={p.id}
      data-kind={p.kind}
    >
      <div className="profiles-row-head">
        <strong>{p.name}</strong>
        <span className="profiles-tag">{t.kinds[p.kind]}</span>
        {props.active && <span className="profiles-tag active">{t.active}</span>}
        <span className="profiles-muted">{p.baseUrl}</span>
        <span className="profiles-muted">· {t.form.tiers[p.tier]}</span>
        <span className="profiles-muted" data-testid="profile-credentials">
          · {p.credentials.hasKey ? t.credentials.stored : t.credentials.notSet}
        </span>
      </div>
      <div className="profiles-actions">
        <button
          type="button"
          className="profiles-button"
          data-testid="profile-test"
          disabled={busy !== null}
          onClick={() => void test()}
        >
          {busy === 'test' ? t.testing : t.test}
        </button>
        {!props.active && (
          <button
            type="button"
            className="profiles-button"
            data-testid="profile-activate"
            disabled={busy !== null}
            onClick={() => void activate()}
          >
            {busy === 'switch' ? t.switching : t.switchTo}
          </button>
        )}
        {demo ? (
          <span className="profiles-muted" data-testid="profile-demo-locked">
            {t.demoLocked}
          </span>
        ) : (
          <>
            <button
              type="button"
              className="profiles-button"
              data-testid="profile-edit"
              onClick={props.onEdit}
            >
              {t.edit}
            </button>
            <button
              type="button"
              className="profiles-button"
              data-testid="profile-remove"
              onClick={() => setAsking(true)}
            >
              {t.remove}
            </button>
          </>
        )}
      </div>
      {asking && (
        <div
          className="profiles-confirm"
          role="alertdialog"
          aria-label={t.remove}
          data-testid="profile-remove-confirm"
        >
          <span>{tr('removeAsk', { name: p.name })}</span>
          <button
            type="button"
            className="profiles-button danger"
            data-testid="profile-remove-yes"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {t.removeYes}
          </button>
          <button type="button" className="profiles-button" autoFocus onClick={() => setAsking(false)}>
            {t.removeNo}
          </button>
        </div>
      )}
      {error !== null && (
        <p className="profiles-error" role="alert">
          {error}
        </p>
      )}
      {checks !== null && <ConnectionChecks checks={checks} />}
    </li>
  )
}
