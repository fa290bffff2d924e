import { lazyWindow } from '../../lib/windows/lazy-window'

/** The alerts feature as the app shell sees it: its commands, its window kind and the toasts every window shows. */
export { registerAlertCommands } from './commands'
export { AlertToasts } from './components/alert-toasts'
export const AlertsWindow = lazyWindow(() => import('./components/alerts-window').then((m) => m.AlertsWindow))
