/**
 * What a Chromium trace and a CDP CPU profile say about a page's main thread, for the board
 * benches: CPU time per event kind, the long tasks with what ran inside them, and self time by
 * function and by script.
 */
const fmt = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time: unlike `dur`, not stretched when other processes take the core. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { frame?: string; type?: string; functionName?: string } }
}

/** The renderer main thread that did the most work in a trace, its complete events in time order. */
function busiestMain(events: readonly TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const perThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (!mains.has(key) || e.ph !== 'X' || e.dur === undefined) continue
    const list = perThread.get(key) ?? []
    list.push(e)
    perThread.set(key, list)
  }
  const busiest = [...perThread.values()].sort((a, b) => b.length - a.length)[0] ?? []
  return busiest.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
}

/** The kinds of work whose time is shown inside each long task. */
const stages = [
  'FunctionCall',
  'FireAnimationFrame',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
]

/**
 * The main thread's tasks over `overMs`, how many a second, and the first `show` of them with the
 * time (CPU where the trace has it) of each kind of work inside: where a window's frames go.
 */
export function summariseLongTasks(raw: Buffer, seconds: number, overMs = 8, show = 12): string {
  const main = busiestMain((JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] }).traceEvents)
  const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > overMs)
  const lines = tasks.slice(0, show).map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = new Map<string, number>()
    let trigger = ''
    for (const e of main) {
      if (e.ts < task.ts || e === task) continue
      if (e.ts > end) break
      if (!stages.includes(e.name)) continue
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000)
      if (
        trigger === '' &&
        (e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame')
      )
        trigger = e.args?.data?.functionName || e.name
    }
    const parts = [...inside].map(([name, ms]) => `${name} ${fmt(ms)}`).join(', ')
    return `    ${fmt((task.dur ?? 0) / 1000).padStart(6)} ms (${trigger || 'rendering'}): ${parts}`
  })
  return [
    `  tasks over ${overMs} ms on the renderer main thread: ${fmt(tasks.length / seconds, 2)}/s; the first ${lines.length}, wall time and the CPU ms inside:`,
    ...lines,
  ].join('\n')
}

/**
 * Time per event name on the busiest CrRendererMain thread. Nested events are counted inside their
 * parent too, so each line is "time under events of this kind", not exclusive time.
 */
export function summariseTrace(raw: Buffer, seconds: number): string {
  const events = (JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const perThread = new Map<string, Map<string, number>>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (!mains.has(key) || e.ph !== 'X' || e.dur === undefined) continue
    const m = perThread.get(key) ?? new Map<string, number>()
    perThread.set(key, m)
    m.set(e.name, (m.get(e.name) ?? 0) + (e.tdur ?? e.dur) / 1000)
  }
  const busiest = [...perThread.values()].sort((a, b) => (b.get('RunTask') ?? 0) - (a.get('RunTask') ?? 0))[0]
  if (!busiest) return '  trace: no renderer main thread'
  const wanted = [
    'RunTask',
    'FunctionCall',
    'EventDispatch',
    'FireAnimationFrame',
    'TimerFire',
    'V8.GC_SCAVENGER',
    'MajorGC',
    'MinorGC',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'UpdateLayer',
    'Commit',
    'ParseHTML',
  ]
  return [
    `  trace ${fmt(seconds)} s, renderer main thread (CPU ms per second of run):`,
    ...[...busiest]
      .filter(([name]) => wanted.includes(name))
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `    ${fmt(ms / seconds, 1).padStart(7)}  ${name}`),
  ].join('\n')
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
export interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

/** Self time per function and per script, the top lines of each, from a CDP CPU profile. */
export function summariseProfile(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i]!
    // The delta before sample i+1 is the time spent in sample i.
    self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000)
  }
  const total = (profile.endTime - profile.startTime) / 1000
  const byFn = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (const [id, ms] of self) {
    const f = byId.get(id)?.callFrame
    if (!f) continue
    const file = f.url.split('/').pop() || f.url || '(native)'
    const fn = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms)
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
  }
  const top = (m: Map<string, number>, n: number): string =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${fmt(ms, 0).padStart(6)} ms ${fmt((100 * ms) / total).padStart(5)} %  ${k}`)
      .join('\n')
  return [
    `  CPU profile ${fmt(total / 1000)} s, self time by script:`,
    top(byFile, 8),
    '  by function:',
    top(byFn, 30),
  ].join('\n')
}
