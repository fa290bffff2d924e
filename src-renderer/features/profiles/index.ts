/** The profiles feature as the app shell sees it: its palette command and its window kind. */
export { registerProfileCommands } from './commands'
export { ProfilesWindow } from './components/profiles-window'
