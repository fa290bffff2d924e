import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ProfileSummary } from '../../../../src-shared/bridge/contract'
import { useErrorWords, bridgeErrorOf } from '../../../i18n/error-words'
import { callMutation } from '../../../lib/bridge/call-query'
import { useProfilesStrings } from '../strings'
import { ConnectionChecks } from './connection-checks'

const actionNames = ['test', 'switch', 'remove'] as const

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
  const [asking, setAsking] = useState(false)
  const test = useMutation(callMutation('profiles.testConnection'))
  // The core rebuilds itself on the new profile and every window reloads (app.events).
  const activate = useMutation(callMutation('profiles.activate'))
  const remove = useMutation({
    ...callMutation('profiles.remove'),
    onSuccess: () => {
      setAsking(false)
      props.onChanged()
    },
  })
  const actions = { test, switch: activate, remove }
  // One action at a time; the error shown is the last action's.
  const [last, setLast] = useState<(typeof actionNames)[number] | null>(null)
  const busy = actionNames.find((what) => actions[what].isPending) ?? null
  const run = (what: (typeof actionNames)[number]) => {
    if (busy !== null) return
    setLast(what)
    actions[what].mutate({ id: p.id })
  }
  const failure = last === null ? null : actions[last].error
  const error = failure === null ? null : words(bridgeErrorOf(failure))
  const checks = test.data?.checks ?? null

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
          onClick={() => run('test')}
        >
          {busy === 'test' ? t.testing : t.test}
        </button>
        {!props.active && (
          <button
            type="button"
            className="profiles-button"
            data-testid="profile-activate"
            disabled={busy !== null}
            onClick={() => run('switch')}
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
            onClick={() => run('remove')}
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
