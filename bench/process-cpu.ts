import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/**
 * CPU time of the processes a bench started, read from /proc (Linux): Chromium's processes under
 * this bench's process (browser, renderers, GPU/utility) by kind, and each web shell's node
 * process by its working directory (one build's worktree). A figure per second of wall time, in
 * percent of one core, so "a renderer at 35 %" reads as it does in `top`.
 */
interface Sample {
  ticks: number
  kind: string
}

const TICKS_PER_SECOND = 100

function readProcess(pid: number): { ppid: number; ticks: number; args: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
    return { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]), args }
  } catch {
    return null
  }
}

function kindOf(args: string, pid: number, shellRoots: readonly string[]): string | null {
  if (/chrom/i.test(args)) {
    const type = /--type=([\w-]+)/.exec(args)?.[1]
    return `chromium ${type ?? 'browser'}`
  }
  if (/node/.test(args) && /src-main\/web|out\/web|web-core/.test(args)) {
    let cwd = ''
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`)
    } catch {
      return null
    }
    const root = shellRoots.find((r) => cwd === r)
    return root === undefined ? null : `core ${root}`
  }
  return null
}

/** Every process under `ancestor` (Chromium) or a web shell of one of `shellRoots`, with its CPU ticks. */
export function cpuSample(shellRoots: readonly string[], ancestor = process.pid): Map<number, Sample> {
  const all = new Map<number, { ppid: number; ticks: number; args: string }>()
  for (const name of readdirSync('/proc')) {
    const pid = Number(name)
    if (!Number.isInteger(pid)) continue
    const p = readProcess(pid)
    if (p) all.set(pid, p)
  }
  const under = (pid: number): boolean => {
    for (let p = all.get(pid)?.ppid, hops = 0; p !== undefined && p > 1 && hops < 20; hops++) {
      if (p === ancestor) return true
      p = all.get(p)?.ppid
    }
    return false
  }
  const samples = new Map<number, Sample>()
  for (const [pid, p] of all) {
    const kind = kindOf(p.args, pid, shellRoots)
    if (kind === null) continue
    if (kind.startsWith('chromium') && !under(pid)) continue
    samples.set(pid, { ticks: p.ticks, kind })
  }
  return samples
}

/** Percent of one core per process kind between two samples `seconds` apart (summed, and per process). */
export function cpuBetween(before: Map<number, Sample>, after: Map<number, Sample>, seconds: number): string {
  const byKind = new Map<string, number[]>()
  for (const [pid, s] of after) {
    const used = s.ticks - (before.get(pid)?.ticks ?? s.ticks)
    const list = byKind.get(s.kind) ?? []
    list.push((100 * used) / TICKS_PER_SECOND / seconds)
    byKind.set(s.kind, list)
  }
  return [...byKind]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([kind, pcts]) => {
      const total = pcts.reduce((a, b) => a + b, 0)
      return pcts.length > 1
        ? `${kind} ×${pcts.length} ${total.toFixed(0)} % (${pcts.map((p) => p.toFixed(0)).join('/')})`
        : `${kind} ${total.toFixed(0)} %`
    })
    .join(', ')
}
