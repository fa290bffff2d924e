import type { CommandRegistry } from '../../../lib/commands/registry'
import { screenerStringsNow } from './strings'

/** The stock screener; one window. */
export function openScreenerWindow(): void {
  globalThis.open(`${location.pathname}?view=screener`, 'screener', 'popup,width=1440,height=880')
}

/** The macro dashboards; one window. */
export function openMacroWindow(): void {
  globalThis.open(`${location.pathname}?view=macro`, 'macro', 'popup,width=1366,height=900')
}

/** The palette's way to the screener and the macro dashboards. */
export function registerScreenerCommands(registry: CommandRegistry): () => void {
  const offs = [
    registry.register({
      id: 'research.openScreener',
      title: () => screenerStringsNow().commands.openScreener,
      group: 'window',
      keywords: 'screener bộ lọc lọc cổ phiếu loc co phieu filter screen',
      run: () => openScreenerWindow(),
    }),
    registry.register({
      id: 'research.openMacro',
      title: () => screenerStringsNow().commands.openMacro,
      group: 'window',
      keywords: 'macro vĩ mô vi mo GDP CPI lạm phát tín dụng tỷ giá lãi suất inflation credit rate',
      run: () => openMacroWindow(),
    }),
  ]
  return () => offs.forEach((off) => off())
}
