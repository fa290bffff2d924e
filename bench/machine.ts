import { cpus, loadavg, totalmem, platform, release } from 'node:os'

/** One line naming the machine a figure was measured on. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  return `${cpu} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · ${platform()} ${release()} · Node ${process.version}`
}

/** The load average (1, 5, 15 min), to print beside every figure of a shared machine. */
export const load = (digits = 1): string =>
  loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ')

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
