// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { installFakeWorkstation } from '../testing/fake-workstation'
import { realWait } from '../../src-shared/testing/real-wait'

// Before the app's modules load: the window's one bridge is picked once (lib/bridge).
const api = installFakeWorkstation()
const { commandRegistry } = await import('./register-features')
const { useMenuCommands } = await import('./use-menu-commands')
const { useUpdateHold } = await import('./use-update-hold')
api.answer('app.holdUpdates', async () => ({ ok: true, value: {} }))
afterEach(cleanup)

function Window({ ticket }: { readonly ticket: boolean }) {
  useUpdateHold()
  useMenuCommands()
  return ticket ? <div role="dialog" data-holds-updates="" /> : <p>board</p>
}

describe('the desktop hooks of a window', () => {
  it('holds back the update offer while a ticket (or cancel, or second factor) is open', async () => {
    const view = render(<Window ticket={false} />)
    expect(api.callsOf('app.holdUpdates')).toEqual([])
    view.rerender(<Window ticket />)
    await vi.waitFor(() => expect(api.callsOf('app.holdUpdates')).toEqual([{ held: true }]), realWait)
    view.rerender(<Window ticket={false} />)
    await vi.waitFor(
      () => expect(api.callsOf('app.holdUpdates')).toEqual([{ held: true }, { held: false }]),
      realWait,
    )
  })

  it("runs what the native menu sends as the palette's command of that id", () => {
    const run = vi.fn()
    const off = commandRegistry.register({ id: 'test.fromMenu', title: 'x', group: 'window', run })
    render(<Window ticket={false} />)
    act(() => api.emit('app.menuCommands', { command: 'test.fromMenu' }))
    expect(run).toHaveBeenCalledTimes(1)
    off()
  })

  it('has the Help and data commands in the palette, under the ids the menu sends', () => {
    const ids = commandRegistry.list().map((c) => c.id)
    for (const id of [
      'export.csv',
      'workspace.export',
      'workspace.import',
      'app.about',
      'app.openLogs',
      'app.reportProblem',
    ])
      expect(ids).toContain(id)
  })
})
