// Time to diff a 400-symbol basket snapshot and build its delta (issue 4: aim p99 < 2 ms).
// Run: npx tsx bench/diff-bench.ts
import type { TickerRow } from '../src-shared/bridge/contract'
import { tickerNumericFields } from '../src-shared/schemas/ticker-commons'
import { diffSnapshot } from '../src-main/core/board/snapshot-diff'
import { machineLine, median, percentile } from './machine'

const SYMBOLS = 400
const ROUNDS = 5
const ITERATIONS = 2_000

function makeRow(i: number, seed: number): TickerRow {
  const numbers = Object.fromEntries(tickerNumericFields.map((f, k) => [f, 10_000 + i * 50 + k])) as Omit<
    TickerRow,
    'symbol' | 'room'
  >
  // About one row in five moves a few fields each tick, like a busy basket.
  if ((i + seed) % 5 === 0) {
    numbers.matchPrice += 50 * ((seed % 3) - 1)
    numbers.matchQtty += 100
    numbers.totalVol += 100 * seed
    numbers.bidQtty01 += 100
  }
  return { symbol: `S${i.toString().padStart(3, '0')}`, ...numbers, room: 1_000_000 - seed }
}

console.log(`diff of a ${SYMBOLS}-symbol snapshot · ${machineLine()}`)
const p50s: number[] = []
const p99s: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  let previous = new Map(Array.from({ length: SYMBOLS }, (_, i) => makeRow(i, 0)).map((r) => [r.symbol, r]))
  const times: number[] = []
  for (let it = 1; it <= ITERATIONS; it++) {
    const next = Array.from({ length: SYMBOLS }, (_, i) => makeRow(i, it))
    const start = process.hrtime.bigint()
    const diff = diffSnapshot(previous, next)
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
    if (diff.changes.length === 0) throw new Error('the benchmark produced no changes')
    previous = new Map(next.map((r) => [r.symbol, r]))
  }
  times.sort((a, b) => a - b)
  p50s.push(percentile(times, 50))
  p99s.push(percentile(times, 99))
  console.log(
    `round ${round + 1}: p50 ${percentile(times, 50).toFixed(3)} ms · p99 ${percentile(times, 99).toFixed(3)} ms`,
  )
}
console.log(
  `median of ${ROUNDS} rounds: p50 ${median(p50s).toFixed(3)} ms · p99 ${median(p99s).toFixed(3)} ms`,
)
