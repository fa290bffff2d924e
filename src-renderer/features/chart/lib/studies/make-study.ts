import { bollingerStudy } from './bollinger'
import { macdStudy } from './macd'
import { emaStudy, smaStudy, volumeStudy } from './moving-averages'
import { rsiStudy } from './rsi'
import { stochasticStudy } from './stochastic'
import type { StudyConfig } from './study-config'
import type { IncrementalStudy } from './study-bar'
import { vwapStudy } from './vwap'

/** A fresh incremental computation of one chosen study. */
export function makeStudy(config: StudyConfig): IncrementalStudy {
  switch (config.kind) {
    case 'sma':
      return smaStudy(config.period)
    case 'ema':
      return emaStudy(config.period)
    case 'bollinger':
      return bollingerStudy(config.period, config.width)
    case 'vwap':
      return vwapStudy()
    case 'volume':
      return volumeStudy(config.period)
    case 'rsi':
      return rsiStudy(config.period)
    case 'macd':
      return macdStudy(config.fast, config.slow, config.signal)
    case 'stochastic':
      return stochasticStudy(config.period, config.smooth, config.signal)
  }
}
