import type { ChartResolution } from '../../../../src-shared/bridge/contract'
import { vnMidnight, vnWallClockAsUtc } from '../../../../src-shared/market/vietnam-calendar'

const DAY_S = 86_400

/** Width of a candle in seconds; a daily candle is a Vietnam calendar day. */
export function bucketSeconds(resolution: ChartResolution): number {
  return resolution === '1D' ? DAY_S : Number(resolution) * 60
}

/**
 * The start (epoch seconds) of the candle a moment falls in. Vietnam is UTC+7 all year, a whole
 * number of hours, so minute and hour candles line up on UTC; a day starts at Vietnam midnight.
 */
export function bucketStart(epochSeconds: number, resolution: ChartResolution): number {
  if (resolution === '1D') return vnMidnight(epochSeconds * 1000) / 1000
  const width = bucketSeconds(resolution)
  return Math.floor(epochSeconds / width) * width
}

/**
 * The chart library draws its time axis in UTC. Shifting every time by Vietnam's offset makes the
 * axis and crosshair read exchange time wherever the trader's PC is, which is what boards show.
 */
export const toExchangeClock = (epochSeconds: number): number => vnWallClockAsUtc(epochSeconds * 1000) / 1000

/** The chart's display time back to epoch seconds (the inverse of `toExchangeClock`). */
export const fromExchangeClock = (displaySeconds: number): number =>
  displaySeconds - vnWallClockAsUtc(0) / 1000
