import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedScreen, ScreenFilters } from '../../../../src-shared/schemas/research/screen'
import { ErrorLine } from './error-line'
import { useDeleteScreen, useSavedScreens, useSaveScreen } from './use-screener'
import { useScreenerStrings } from './strings'

/**
 * Saved screens: the current filters saved under a name (the same name replaces it), and the list to
 * load or delete one. Kept in the settings file by the core, so every window and the next launch
 * see them.
 */
export function SavedScreens(props: {
  /** The current form as a screen, or null while it has problems (nothing to save). */
  readonly current: ScreenFilters | null
  readonly onLoad: (screen: SavedScreen) => void
}) {
  const s = useScreenerStrings()
  const { t } = useTranslation('screener')
  const screens = useSavedScreens()
  const save = useSaveScreen()
  const remove = useDeleteScreen()
  const [name, setName] = useState('')
  const [done, setDone] = useState<string | null>(null)

  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    if (props.current === null || name.trim() === '') return
    const same = screens.data?.find((x) => x.name === name.trim())
    setDone(null)
    save.mutate(
      { ...(same ? { id: same.id } : {}), name: name.trim(), filters: props.current },
      { onSuccess: (saved) => setDone(t('savedDone', { name: saved.name })) },
    )
  }
  const failure = save.error ?? remove.error ?? screens.error

  return (
    <section className="sc-saved" aria-labelledby="sc-saved-title" data-testid="sc-saved">
      <h2 id="sc-saved-title">{s.saved}</h2>
      <form onSubmit={submit} className="sc-save">
        <input
          aria-label={s.screenName}
          placeholder={s.screenName}
          value={name}
          maxLength={80}
          data-testid="sc-save-name"
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="submit"
          data-testid="sc-save"
          disabled={props.current === null || name.trim() === '' || save.isPending}
        >
          {s.save}
        </button>
      </form>
      {done !== null && (
        <p className="sc-note" role="status">
          {done}
        </p>
      )}
      {failure !== null && <ErrorLine error={failure} />}
      {screens.data?.length === 0 && <p className="sc-hint">{s.savedNone}</p>}
      <ul className="sc-saved-list">
        {(screens.data ?? []).map((screen) => (
          <li key={screen.id} data-testid="sc-saved-item">
            <button type="button" className="sc-load" onClick={() => props.onLoad(screen)}>
              {s.load} · <strong>{screen.name}</strong>
            </button>
            <button
              type="button"
              aria-label={`${s.delete} ${screen.name}`}
              onClick={() => remove.mutate(screen.id)}
            >
              {s.delete}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
