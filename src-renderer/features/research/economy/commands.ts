import type { CommandRegistry } from '../../../lib/commands/registry'
import { economyStringsNow } from './strings'

/** The economic calendar of the six economies; one window. */
export function openEconomicCalendarWindow(): void {
  globalThis.open(
    `${location.pathname}?view=economic-calendar`,
    'economic-calendar',
    'popup,width=1280,height=860',
  )
}

export function registerEconomyCommands(registry: CommandRegistry): () => void {
  return registry.register({
    id: 'research.openEconomicCalendar',
    title: () => economyStringsNow().commands.open,
    group: 'window',
    keywords: 'economic calendar lịch kinh tế macro vĩ mô CPI GDP Fed lãi suất payrolls PMI',
    run: () => openEconomicCalendarWindow(),
  })
}
