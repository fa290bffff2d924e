import type { CommandRegistry } from '../../lib/commands/registry'
import { rowActionIds } from '../../lib/commands/registry'
import { openAlertsWindow } from '../../lib/alerts/open-alerts-window'
import { alertStringsNow } from './strings'

export function registerAlertCommands(registry: CommandRegistry): () => void {
  const offs = [
    registry.register({
      id: rowActionIds.setAlert,
      title: () => alertStringsNow().setForSymbol,
      group: 'symbol',
      // Bound by the board to a row key (board.setAlert, Shift+A), rebindable like the others.
      keywords: 'alert cảnh báo giá price',
      enabled: ({ symbol }) => symbol !== null,
      run: ({ symbol }) => openAlertsWindow({ symbol }),
    }),
    registry.register({
      id: 'alerts.openWindow',
      title: () => alertStringsNow().openWindow,
      group: 'window',
      keywords: 'alerts cảnh báo lịch sử history',
      run: ({ symbol }) => openAlertsWindow({ symbol }),
    }),
  ]
  return () => offs.forEach((off) => off())
}
