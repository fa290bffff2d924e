import type { CommandRegistry } from '../../lib/commands/registry'
import { openStopsWindow } from '../../lib/stops/open-stops-window'
import { stopStringsNow } from './strings'

export function registerStopCommands(registry: CommandRegistry): () => void {
  const off = registry.register({
    id: 'stops.openWindow',
    title: () => stopStringsNow().openWindow,
    group: 'window',
    keywords: 'stop lệnh dừng chốt lời cắt lỗ take profit stop loss',
    run: () => openStopsWindow(),
  })
  return off
}
