import { lazyWindow } from '../../lib/windows/lazy-window'

/** The profiles feature as the app shell sees it: its palette command and its window kind. */
export { registerProfileCommands } from './commands'
export const ProfilesWindow = lazyWindow(() =>
  import('./components/profiles-window').then((m) => m.ProfilesWindow),
)
