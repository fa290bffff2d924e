import type { CallHandlers } from '../bridge/router'
import type { SettingsStore } from '../settings/settings-store'
import { guarded } from '../workspace/workspace-service'
import type { QuoteHistoryService } from './quote-history-service'

type ChartCall =
  'chart.history' | 'chart.layout' | 'chart.saveLayout' | 'chart.drawings' | 'chart.saveDrawings'

/**
 * Charts: candle history of a symbol (group E quote history); chart windows' layouts and the lines
 * drawn per symbol, kept in the settings file (one writer: the settings store).
 */
export function chartHandlers(
  history: QuoteHistoryService,
  settings: SettingsStore,
): Pick<CallHandlers, ChartCall> {
  return {
    'chart.history': ({ symbol, resolution }) => history.history(symbol, resolution),
    'chart.layout': ({ id }) => settings.getChartLayout(id),
    'chart.saveLayout': (layout) => {
      guarded(() => settings.saveChartLayout(layout))
      return { ok: true as const }
    },
    'chart.drawings': ({ symbol }) => ({ symbol, drawings: settings.getDrawings(symbol) }),
    'chart.saveDrawings': ({ symbol, drawings }) => {
      guarded(() => settings.saveDrawings({ symbol, drawings }))
      return { ok: true as const }
    },
  }
}
