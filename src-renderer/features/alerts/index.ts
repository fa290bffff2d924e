/** The alerts feature as the app shell sees it: its commands, its window kind and the toasts every window shows. */
export { registerAlertCommands } from './commands'
export { AlertsWindow } from './components/alerts-window'
export { AlertToasts } from './components/alert-toasts'
