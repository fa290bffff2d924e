import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChartLayout, Drawing } from '../../../src-shared/schemas/chart-settings'
import type { CallContext } from '../bridge/router'
import { createSettingsStore } from '../settings/settings-store'
import { chartHandlers } from './chart-handlers'
import type { QuoteHistoryService } from './quote-history-service'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chart-settings-test-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

// These calls never read history; a history call here would be a bug.
const noHistory = {
  history: () => {
    throw new Error('no history in this test')
  },
} as unknown as QuoteHistoryService
const handlers = () => chartHandlers(noHistory, createSettingsStore({ cwd: dir, onNotice: () => undefined }))
const ctx: CallContext = { origin: 'web', clientId: 'test' }

const layout: ChartLayout = {
  id: 'main',
  arrangement: '2',
  oneSymbol: false,
  cells: [
    { symbol: 'FPT', resolution: '5', studies: [{ kind: 'rsi', period: 9 }] },
    { symbol: 'VNM', resolution: '1D', studies: [] },
  ],
}
const lines: Drawing[] = [
  { kind: 'level', id: 'l1', price: 95_300 },
  {
    kind: 'trend',
    id: 't1',
    from: { time: 1_763_604_000, price: 94_000 },
    to: { time: 1_763_690_400, price: 96_000 },
  },
]

describe('chart settings', () => {
  it('keeps a window layout and a symbol’s lines for the next launch', async () => {
    const first = handlers()
    expect(await first['chart.layout']({ id: 'main' }, ctx)).toBeNull()
    await first['chart.saveLayout'](layout, ctx)
    await first['chart.saveDrawings']({ symbol: 'FPT', drawings: lines }, ctx)

    const again = handlers()
    expect(await again['chart.layout']({ id: 'main' }, ctx)).toEqual(layout)
    expect(await again['chart.drawings']({ symbol: 'FPT' }, ctx)).toEqual({ symbol: 'FPT', drawings: lines })
    expect(await again['chart.drawings']({ symbol: 'VNM' }, ctx)).toEqual({ symbol: 'VNM', drawings: [] })

    await again['chart.saveDrawings']({ symbol: 'FPT', drawings: [] }, ctx)
    expect((await handlers()['chart.drawings']({ symbol: 'FPT' }, ctx)).drawings).toEqual([])
  })

  it('refuses a study that cannot be computed, in words, and keeps what was saved', async () => {
    const h = handlers()
    await h['chart.saveLayout'](layout, ctx)
    const bad = {
      ...layout,
      cells: [{ symbol: 'FPT', resolution: '5' as const, studies: [{ kind: 'sma' as const, period: 0 }] }],
    }
    expect(() => h['chart.saveLayout'](bad, ctx)).toThrow(/chart layout/)
    expect(await h['chart.layout']({ id: 'main' }, ctx)).toEqual(layout)
  })

  it('reads a settings file from before charts were kept as having none', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 2, watchlists: [] }))
    expect(await handlers()['chart.layout']({ id: 'main' }, ctx)).toBeNull()
  })
})
