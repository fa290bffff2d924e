import { CommandRegistry } from '../lib/commands/registry'
import { AccountWindow, registerAccountCommands } from '../features/account'
import { registerAuthCommands } from '../features/auth'
import { registerDemoCommands } from '../features/demo'
import { ChartWindow, registerChartCommands } from '../features/chart'
import { BlotterWindow, registerOrderCommands, registerTicketCommands } from '../features/orders'
import {
  BankRatesWindow,
  EconomicCalendarWindow,
  EventCalendarWindow,
  MacroWindow,
  MarketsWindow,
  NewsWindow,
  registerResearchCommands,
  ScreenerWindow,
} from '../features/research'
import { ProfilesWindow, registerProfileCommands } from '../features/profiles'
import { registerSupportCommands } from '../features/support'
import { AlertsWindow, registerAlertCommands } from '../features/alerts'
import { registerStopCommands, StopsWindow } from '../features/stops'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { registerWindowKind } from './window-registry'
import { DetailWindowWithChart } from './detail-window'

/**
 * The one place where features plug into the app shell: commands for the palette and keymap, row
 * actions for the board's row shortcuts, and extra window kinds (window-registry.ts).
 *
 * The orders feature registers `orders.openBlotterForSymbol` here (bound to Shift+O on a board
 * row: the symbol's working orders, for cancel); the chart feature `chart.openForSymbol` (the
 * board's chart key). A row action nobody registered says "not available yet".
 */
export const commandRegistry = new CommandRegistry()

export function registerFeatures(registry: CommandRegistry): void {
  registerOrderCommands(registry)
  registerAccountCommands(registry)
  registerChartCommands(registry)
  registerResearchCommands(registry)
  registerTicketCommands(registry)
  registerSupportCommands(registry)
  registerAlertCommands(registry)
  registerWindowKind({ kind: 'alerts', title: 'Price alerts', component: AlertsWindow })
  registerStopCommands(registry)
  registerWindowKind({ kind: 'stops', title: 'Stop orders', component: StopsWindow })
  // The simulated phone exists in the demo profile only (the embedded simulator's control API).
  let demo = false
  void getWorkstation()
    .call('app.info', {})
    .then((r) => (demo = r.ok && r.value.simulatorUrl !== null))
  registerAuthCommands(registry, () => demo)
  registerDemoCommands(registry, () => demo)
  registerWindowKind({ kind: 'blotter', title: 'Orders', component: BlotterWindow })
  registerWindowKind({ kind: 'account', title: 'Account & risk', component: AccountWindow })
  registerWindowKind({ kind: 'chart', title: 'Chart', component: ChartWindow })
  registerWindowKind({ kind: 'detail', title: 'Symbol detail', component: DetailWindowWithChart })
  registerWindowKind({ kind: 'events-calendar', title: 'Corporate events', component: EventCalendarWindow })
  registerProfileCommands(registry)
  registerWindowKind({ kind: 'profiles', title: 'Broker profiles', component: ProfilesWindow })
  registerWindowKind({ kind: 'markets', title: 'Sectors & indices', component: MarketsWindow })
  registerWindowKind({ kind: 'bank-rates', title: 'Bank rates', component: BankRatesWindow })
  registerWindowKind({ kind: 'screener', title: 'Stock screener', component: ScreenerWindow })
  registerWindowKind({ kind: 'macro', title: 'Macro', component: MacroWindow })
  // Research news (Shift+N on a board row: research.openNewsForSymbol) and the economic calendar.
  registerWindowKind({ kind: 'news', title: 'News', component: NewsWindow })
  registerWindowKind({
    kind: 'economic-calendar',
    title: 'Economic calendar',
    component: EconomicCalendarWindow,
  })
}

registerFeatures(commandRegistry)

/** Window kinds that mount the order ticket's host (the board mounts it itself): modify, sell all. */
export const ticketWindowKinds: ReadonlySet<string> = new Set(['blotter', 'account'])
