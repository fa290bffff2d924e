import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallContext } from '../core/bridge/router'
import { electronFake } from './testing/electron-fake'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { personDialog } = await import('./person-dialog')
const { startWorkstation } = await import('../core/app/start-workstation')

/**
 * The Electron shell's guard channel, with the mocked electron: loosening a guard or sending an order
 * above the confirmation threshold opens a native dialog from the main process, and only its "allow"
 * button lets it through; the page's own `confirmed` flag counts for nothing.
 */
const ctx: CallContext = { origin: 'electron', clientId: 'window-1' }
const showMessageBox = electronFake.dialog.showMessageBox
let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'person-dialog-'))
  showMessageBox.mockReset()
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const answer = (response: number) => Promise.resolve({ response, checkboxChecked: false })

describe('the native dialog as the person', () => {
  it('asks before a guard is loosened; No (the default) changes nothing, Allow does', async () => {
    const ws = await startWorkstation({ shell: 'electron', version: 'test', dataDir, person: personDialog() })
    try {
      const raise = { limits: { maxOrdersPerMinute: 90 } }
      showMessageBox.mockImplementationOnce(() => answer(0))
      const declined = await ws.router.call('orders.setGuards', raise, ctx)
      expect(declined).toMatchObject({ ok: false, error: { kind: 'forbidden', code: 'guard-declined' } })
      expect(ws.settings.getTradingLimits().maxOrdersPerMinute).toBe(30)
      const asked = showMessageBox.mock.calls[0] as unknown as [
        { detail: string; defaultId: number; cancelId: number },
      ]
      expect(asked[0].detail).toContain('30 → 90')
      expect(asked[0]).toMatchObject({ defaultId: 0, cancelId: 0 })

      showMessageBox.mockImplementationOnce(() => answer(1))
      expect(await ws.router.call('orders.setGuards', raise, ctx)).toMatchObject({ ok: true })
      expect(ws.settings.getTradingLimits().maxOrdersPerMinute).toBe(90)

      // Switching the confirmation off from the settings call asks too.
      showMessageBox.mockImplementationOnce(() => answer(0))
      expect(await ws.router.call('workspace.setUi', { orderConfirm: false }, ctx)).toMatchObject({
        ok: false,
        error: { code: 'guard-declined' },
      })
      expect(ws.settings.getUi().orderConfirm).toBe(true)
      // Tightening asks nothing.
      const calls = showMessageBox.mock.calls.length
      expect(await ws.router.call('orders.setGuards', { confirmAbove: 1_000_000 }, ctx)).toMatchObject({
        ok: true,
      })
      expect(showMessageBox.mock.calls.length).toBe(calls)
    } finally {
      await ws.close()
    }
  })

  it('confirms a large order in its own dialog, whatever the page claims', async () => {
    const ws = await startWorkstation({ shell: 'electron', version: 'test', dataDir, person: personDialog() })
    try {
      await ws.router.call('orders.setGuards', { confirmAbove: 1_000_000 }, ctx)
      showMessageBox.mockImplementationOnce(() => answer(0))
      const order = {
        intentId: 'dialog-test-0001',
        side: 'BUY',
        symbol: 'FPT',
        quantity: 100,
        type: 'LO',
        price: 50_000,
        confirmed: true,
      }
      const refused = await ws.router.call('orders.place', order, ctx)
      expect(refused).toMatchObject({ ok: false, error: { code: 'guard-declined' } })
      const asked = showMessageBox.mock.calls[0] as unknown as [{ detail: string }]
      expect(asked[0].detail).toContain('BUY 100 FPT')
    } finally {
      await ws.close()
    }
  })
})
