import type { CommandRegistry } from '../../lib/commands/registry'
import { useAccountDock } from './components/account-panel'
import { accountStringsNow } from './strings'

export function registerAccountCommands(registry: CommandRegistry): () => void {
  const offs = [
    registry.register({
      id: 'account.togglePanel',
      title: () => accountStringsNow().commands.toggle,
      group: 'panel',
      shortcut: 'Alt+A',
      keywords: 'account cash risk margin rtt tài khoản tiền ký quỹ',
      run: () => useAccountDock.getState().toggle(),
    }),
    registry.register({
      id: 'account.openWindow',
      title: () => accountStringsNow().commands.window,
      group: 'window',
      run: () =>
        void globalThis.open(`${location.pathname}?view=account`, 'account', 'popup,width=720,height=900'),
    }),
  ]
  return () => offs.forEach((off) => off())
}
