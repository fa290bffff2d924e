import type { CallHandlers } from '../bridge/router'
import type { SettingsStore } from '../settings/settings-store'
import { guarded, newId } from '../workspace/workspace-service'

type ScreenCall = 'research.screens' | 'research.saveScreen' | 'research.deleteScreen'

/**
 * Saved stock screens, kept in the settings file beside the watchlists (one writer: the settings
 * store). A refused screen (bad name, bad filters) is a validation error the screener shows in words.
 */
export function savedScreenHandlers(settings: SettingsStore): Pick<CallHandlers, ScreenCall> {
  return {
    'research.screens': () => settings.getScreens(),
    'research.saveScreen': ({ id, name, filters }) =>
      guarded(() => settings.saveScreen({ id: id ?? newId('sc'), name, filters })),
    'research.deleteScreen': ({ id }) => {
      guarded(() => settings.removeScreen(id))
      return { ok: true as const }
    },
  }
}
