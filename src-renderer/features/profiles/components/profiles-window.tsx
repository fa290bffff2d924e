import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProfileSummary } from '../../../../src-shared/bridge/contract'
import { bridgeErrorOf, useErrorWords } from '../../../i18n/error-words'
import { callKey, callQuery } from '../../../lib/bridge/call-query'
import { draftOf, emptyDraft, type ProfileDraft } from '../lib/profile-draft'
import { useProfilesStrings } from '../strings'
import { ProfileForm } from './profile-form'
import { ProfileRow } from './profile-row'
import './profiles.css'

/** `?view=profiles`: the broker profiles, their key status (never the key), test, switch, edit. */
export function ProfilesWindow() {
  const t = useProfilesStrings()
  const words = useErrorWords()
  const client = useQueryClient()
  const list = useQuery(callQuery('profiles.list', {}))
  const [editing, setEditing] = useState<{ draft: ProfileDraft; stored: ProfileSummary | null } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const refresh = () => void client.invalidateQueries({ queryKey: callKey('profiles.list') })

  useEffect(() => {
    document.title = t.title
  }, [t])

  return (
    <div className="profiles-window" data-testid="profiles-window">
      <header className="profiles-head">
        <h2>{t.title}</h2>
        <span className="profiles-spacer" />
        <button
          type="button"
          className="profiles-button primary"
          data-testid="profile-add"
          onClick={() => {
            setNotice(null)
            setEditing({ draft: emptyDraft(), stored: null })
          }}
        >
          + {t.add}
        </button>
      </header>
      <p className="profiles-muted">{t.intro}</p>
      {list.error !== null && (
        <p className="profiles-error" role="alert">
          {words(bridgeErrorOf(list.error))}
        </p>
      )}
      {notice !== null && (
        <p className="profiles-ok" role="status" data-testid="profiles-notice">
          {notice}
        </p>
      )}
      {editing && (
        <ProfileForm
          key={editing.draft.id}
          initial={editing.draft}
          stored={editing.stored}
          onDone={(saved) => {
            setEditing(null)
            if (saved) {
              setNotice(t.form.saved)
              refresh()
            }
          }}
        />
      )}
      <ul className="profiles-list">
        {list.data?.profiles.map((p) => (
          <ProfileRow
            key={p.id}
            profile={p}
            active={p.id === list.data.activeId}
            onEdit={() => {
              setNotice(null)
              setEditing({ draft: draftOf(p), stored: p })
            }}
            onChanged={refresh}
          />
        ))}
      </ul>
    </div>
  )
}
