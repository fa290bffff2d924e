import { useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileSummary } from '../../../../src-shared/bridge/contract'
import { bridgeErrorOf, useErrorWords } from '../../../i18n/error-words'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { BridgeCallError, unwrap } from '../../../lib/bridge/query'
import { accountFields, checkDraft, movesAddresses, urlFields, type ProfileDraft } from '../lib/profile-draft'
import { useProfilesStrings } from '../strings'

/**
 * Adding or editing a live profile. The key and secret are write-only: their fields start empty
 * whatever is stored and say only "stored" or "not set". Pointing a stored profile at other
 * addresses forgets its secret when saved (a rule of the core), which the form says before saving.
 */
export function ProfileForm(props: {
  readonly initial: ProfileDraft
  readonly stored: ProfileSummary | null
  readonly onDone: (saved: boolean) => void
}) {
  const t = useProfilesStrings()
  const f = t.form
  const { t: tr } = useTranslation('profiles')
  const words = useErrorWords()
  const [draft, setDraft] = useState(props.initial)
  const [issues, setIssues] = useState<Partial<Record<keyof ProfileDraft | 'form', string>>>({})
  const [busy, setBusy] = useState(false)
  const stored = props.stored
  const moving = movesAddresses(stored, draft)
  const set = (k: keyof ProfileDraft, value: string) => setDraft((d) => ({ ...d, [k]: value }))

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault()
    if (busy) return
    const check = checkDraft(draft, stored, f)
    if (!check.ok) {
      setIssues(check.issues)
      return
    }
    setIssues({})
    setBusy(true)
    try {
      unwrap(await getWorkstation().call('profiles.save', check.input))
      props.onDone(true)
    } catch (error) {
      const bridge = error instanceof BridgeCallError ? error.bridgeError : null
      // The core words its refusals in English: the UI says them in its own words, by field.
      const fieldIssues = Object.fromEntries(
        (bridge?.issues ?? []).map((i) => [
          i.path.split('.').at(-1) ?? 'form',
          bridge?.code === 'insecure-url' ? f.insecure : f.invalid,
        ]),
      )
      setIssues({ form: words(bridgeErrorOf(error)), ...fieldIssues })
    } finally {
      setBusy(false)
    }
  }

  const field = (
    k: keyof ProfileDraft,
    label: string,
    extra: { type?: string; placeholder?: string } = {},
  ) => (
    <label className="profiles-field" key={k}>
      <span>{label}</span>
      <input
        name={k}
        type={extra.type ?? 'text'}
        value={draft[k]}
        placeholder={extra.placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={issues[k] !== undefined}
        data-testid={`profile-${k}`}
        onChange={(e) => set(k, e.target.value)}
      />
      {issues[k] !== undefined && (
        <em className="profiles-issue" data-testid={`profile-${k}-issue`}>
          {issues[k]}
        </em>
      )}
    </label>
  )
  const secretPlaceholder = stored?.credentials.hasKey ? f.placeholderStored : f.placeholderNotSet

  return (
    <form
      className="profiles-form"
      data-testid="profile-form"
      aria-label={stored ? tr('form.editTitle', { name: stored.name }) : f.newTitle}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        props.onDone(false)
      }}
    >
      <h3>{stored ? tr('form.editTitle', { name: stored.name }) : f.newTitle}</h3>
      {field('name', f.name)}
      {urlFields.map((k) => field(k, f[k]))}
      <button
        type="button"
        className="profiles-link"
        onClick={() =>
          setDraft((d) => ({ ...d, authUrl: d.baseUrl, apiUrl: d.baseUrl, identityUrl: d.baseUrl }))
        }
      >
        {f.sameForAll}
      </button>
      <label className="profiles-field">
        <span>{f.tier}</span>
        <select value={draft.tier} data-testid="profile-tier" onChange={(e) => set('tier', e.target.value)}>
          {(['free', 'pro', 'enterprise'] as const).map((tier) => (
            <option key={tier} value={tier}>
              {f.tiers[tier]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="profiles-group">
        <legend>{f.accounts}</legend>
        {accountFields.map((k) => field(k, f[k]))}
      </fieldset>
      <fieldset className="profiles-group">
        <legend>
          {f.apiKey} / {f.apiSecret}
        </legend>
        <p className="profiles-muted">{f.secretsNote}</p>
        {field('apiKey', f.apiKey, { type: 'password', placeholder: secretPlaceholder })}
        {field('apiSecret', f.apiSecret, { type: 'password', placeholder: secretPlaceholder })}
      </fieldset>
      {moving && stored?.credentials.hasKey && (
        <p className="profiles-warning" role="alert" data-testid="profile-url-warning">
          {f.urlChangeWarning}
        </p>
      )}
      {issues.form !== undefined && (
        <p className="profiles-error" role="alert" data-testid="profile-form-error">
          {issues.form}
        </p>
      )}
      <div className="profiles-actions">
        <button type="submit" className="profiles-button primary" disabled={busy} data-testid="profile-save">
          {busy ? f.saving : f.save}
        </button>
        <button type="button" className="profiles-button" onClick={() => props.onDone(false)}>
          {f.cancel}
        </button>
      </div>
    </form>
  )
}
