// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Watchlist } from '../../../../src-shared/schemas/settings'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { errorWords } from '../../../i18n/error-words'
import { setLocale } from '../../../i18n/strings'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { QueryWrapper } from '../../../testing/query-wrapper'
import { makeRow } from '../../../testing/ticker-rows'
import { WatchlistDialog } from './watchlist-dialog'

const bridge = installFakeWorkstation()

/** The market answers the check: one snapshot of the listed symbols among those asked. */
function marketLists(...listed: string[]): void {
  act(() => {
    bridge.emit('board.deltas', {
      type: 'snapshot',
      rows: listed.map((s) => makeRow(s)),
      tradingDate: '02/03/2026',
      at: 1,
    })
  })
}

const banks: Watchlist = { id: 'wl-banks', name: 'Banks', symbols: ['VCB', 'TCB'] }

beforeEach(() => {
  bridge.reset()
  setLocale('en')
})
afterEach(cleanup)

describe('watchlist dialog (happy-dom)', () => {
  it('saves once the market lists every symbol; a symbol it does not list is refused and nothing is sent', async () => {
    const onDone = vi.fn()
    bridge.answer('workspace.saveWatchlist', async (input) => ({
      ok: true,
      value: { id: 'wl-1', name: input.name, symbols: input.symbols },
    }))
    const user = userEvent.setup()
    render(<WatchlistDialog onDone={onDone} />, { wrapper: QueryWrapper })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tech')
    await user.type(screen.getByRole('textbox', { name: /Symbols/ }), 'FPT, ZZZ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    marketLists('FPT')
    expect((await screen.findByRole('alert')).textContent).toBe('Not on the market: ZZZ')
    expect(bridge.callsOf('workspace.saveWatchlist')).toEqual([])

    // Fixing the text clears the refusal; the save goes once, however often Save is pressed.
    await user.type(screen.getByRole('textbox', { name: /Symbols/ }), '{Backspace}{Backspace}{Backspace}CMG')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    marketLists('FPT', 'CMG')
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ id: 'wl-1', name: 'Tech', symbols: ['FPT', 'CMG'] }),
    )
    expect(bridge.callsOf('workspace.saveWatchlist')).toEqual([{ name: 'Tech', symbols: ['FPT', 'CMG'] }])
  })

  it('deletes after the question, and says in words when the core refuses', async () => {
    const onDone = vi.fn()
    const refusal: BridgeError = {
      kind: 'not-found',
      code: 'watchlist-not-found',
      message: 'no such watchlist',
    }
    let deletions = 0
    bridge.answer('workspace.deleteWatchlist', async () => {
      deletions += 1
      return deletions === 1 ? { ok: false, error: refusal } : { ok: true, value: { ok: true } }
    })
    const user = userEvent.setup()
    render(<WatchlistDialog watchlist={banks} onDone={onDone} />, { wrapper: QueryWrapper })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(bridge.callsOf('workspace.deleteWatchlist')).toEqual([])
    await user.click(screen.getByTestId('watchlist-delete-confirm'))
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(errorWords(refusal)),
    )
    expect(onDone).not.toHaveBeenCalled()
    await user.click(screen.getByTestId('watchlist-delete-confirm'))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null, 'wl-banks'))
    expect(bridge.callsOf('workspace.deleteWatchlist')).toEqual([{ id: 'wl-banks' }, { id: 'wl-banks' }])
  })
})
