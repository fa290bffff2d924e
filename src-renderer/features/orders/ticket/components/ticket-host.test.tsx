// @vitest-environment happy-dom
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderOutcome, TicketContext } from '../../../../../src-shared/bridge/contract'
import { bridgeError, type Result } from '../../../../../src-shared/bridge/errors'
import { possibleDuplicateCode } from '../../../../../src-shared/bridge/contract'
import { maxQuantityAt } from '../../../../../src-shared/market/order-checks'
import { setLocale } from '../../../../i18n/strings'
import { onSecondFactorAsk } from '../../../../lib/auth/second-factor-prompt'
import { requestTicket } from '../../../../lib/orders/ticket-requests'
import { useShownProfile } from '../../../../lib/profile/shown-profile'
import { deferred, installFakeWorkstation } from '../../../../testing/fake-workstation'
import { QueryWrapper } from '../../../../testing/query-wrapper'
import { TicketHost } from './ticket-host'

const bridge = installFakeWorkstation()

const context: TicketContext = {
  symbol: 'FPT',
  exchange: 'HOSE',
  session: 'PROGRESS',
  allowedTypes: ['LO', 'MP', 'MTL', 'ATC'],
  reference: 95_500,
  ceiling: 102_100,
  floor: 88_900,
  last: 96_000,
  bestBid: 95_900,
  bestAsk: 96_000,
  buyingPower: 1_000_000_000,
  sellable: null,
  maxQuantity: 10_000,
  brokerCap: null,
  at: 1,
}

const outcome = (over: Partial<OrderOutcome>): Result<OrderOutcome> => ({
  ok: true,
  value: {
    outcome: 'accepted',
    orderId: '7001',
    status: 'SENT',
    code: 'SENT',
    message: 'Done.',
    retryAt: null,
    fromBook: false,
    ...over,
  },
})

const modifyRequest = {
  kind: 'modify' as const,
  order: { orderId: '7001', symbol: 'FPT', side: 'BUY' as const, price: 95_000, quantity: 500, matched: 0 },
}

/**
 * Enter stamped `timeStamp` (on the clock of `performance.now()`, what the ticket compares with when
 * its answer showed): the test picks the time, so "at once" and "after reading" do not depend on
 * how fast the machine runs the test.
 */
function enterAt(timeStamp: number): void {
  const target = document.activeElement ?? document.body
  const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
  Object.defineProperty(key, 'timeStamp', { value: timeStamp })
  act(() => {
    target.dispatchEvent(key)
  })
}

/** Enter from a trader who read the answer first: a second later than now. */
const enterAfterReading = (): void => enterAt(performance.now() + 1_000)

beforeEach(() => {
  bridge.reset()
  setLocale('en')
  // The window's profile, as the app's profile follower sets it from app.info.
  useShownProfile.setState({ shown: { id: 'demo', name: 'Demo', kind: 'demo' }, leaving: false })
  bridge.answer('orders.ticketContext', async () => ({ ok: true, value: context }))
})
afterEach(cleanup)

function host() {
  // The ticket's settings save through react-query mutations, as in every window (AppProviders).
  return render(
    <StrictMode>
      <TicketHost />
    </StrictMode>,
    { wrapper: QueryWrapper },
  )
}

describe('order ticket host (happy-dom)', () => {
  it('modify from the blotter: the same checks, one change sent once, the outcome in words', async () => {
    const answer = deferred<Result<OrderOutcome>>()
    bridge.answer('orders.modify', () => answer.promise)
    const user = userEvent.setup()
    host()
    act(() => {
      expect(requestTicket(modifyRequest)).toBe(true)
    })
    const ticket = await screen.findByTestId('order-ticket')
    expect(ticket.dataset.kind).toBe('modify')
    // Strict Mode runs the read's effect twice; every read asks at the order's own price.
    for (const input of bridge.callsOf('orders.ticketContext'))
      expect(input).toEqual({ symbol: 'FPT', side: 'BUY', price: 95_000 })
    const quantity = screen.getByTestId('ticket-quantity')
    expect(document.activeElement).toBe(quantity)
    // Unchanged: refused in words.
    expect((await screen.findByTestId('ticket-checks')).textContent).toContain(
      'Change the price or the quantity.',
    )
    // Both changed: refused; the quantity back, the price one tick up (100 VND above 50,000 on HOSE).
    await user.keyboard('{ArrowUp}')
    await user.click(screen.getByTestId('ticket-price'))
    await user.keyboard('{ArrowUp}')
    expect(screen.getByTestId('ticket-checks').textContent).toContain('the price or the quantity, not both')
    await user.keyboard('{Enter}')
    expect(ticket.dataset.phase).toBe('edit')
    expect(bridge.callsOf('orders.modify')).toHaveLength(0)
    await user.click(quantity)
    await user.keyboard('{ArrowDown}')
    expect(screen.getByTestId<HTMLInputElement>('ticket-price').value).toBe('95.10')
    expect(screen.getByTestId('ticket-checks').dataset.ok).toBe('true')
    // Confirm step (on by default), then a double Enter: one modify.
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('ticket-confirm').textContent).toContain('Send this change?')
    await user.keyboard('{Enter}{Enter}')
    expect(bridge.callsOf('orders.modify')).toEqual([
      { profileId: 'demo', confirmed: false, orderId: '7001', price: 95_100, quantity: 500 },
    ])
    const beforeAnswer = performance.now()
    await act(async () => answer.resolve(outcome({})))
    expect(screen.getByTestId('ticket-outcome').textContent).toBe('Done: order 7001 changed.')
    // A third Enter at once is the same double press: the answer stays on screen. Stamped before
    // the answer showed, it is "at once" however long the machine took to show it.
    enterAt(beforeAnswer)
    expect(screen.getByTestId('ticket-outcome').textContent).toBe('Done: order 7001 changed.')
    enterAfterReading()
    expect(screen.queryByTestId('order-ticket')).toBeNull()
  })

  it('asks for the second factor when the session is missing, keeps the values, then sends the same intent', async () => {
    const asks: string[] = []
    const off = onSecondFactorAsk((ask) => asks.push(ask.reason))
    let session = false
    bridge.answer('orders.place', async () =>
      session
        ? outcome({ outcome: 'placed', orderId: '7002', status: 'SENT' })
        : outcome({ outcome: 'session-required', orderId: null, status: null, code: 'OTP_SESSION_REQUIRED' }),
    )
    const user = userEvent.setup()
    host()
    act(() => {
      requestTicket({ kind: 'new', side: 'BUY', symbol: 'FPT' })
    })
    const ticket = await screen.findByTestId('order-ticket')
    // Continuous trading: a limit at the best ask.
    expect(await screen.findByDisplayValue('96.00')).toBeTruthy()
    await user.keyboard('{ArrowUp}{Enter}{Enter}')
    expect(await screen.findByTestId('ticket-outcome')).toHaveProperty('dataset.outcome', 'session-required')
    expect(asks).toEqual(['The order ticket needs today’s second-factor session to send Buy FPT.'])
    session = true
    enterAfterReading()
    expect(ticket.dataset.phase).toBe('edit')
    expect(screen.getByTestId<HTMLInputElement>('ticket-quantity').value).toBe('200')
    await user.keyboard('{Enter}{Enter}')
    expect((await screen.findByTestId('ticket-outcome')).textContent).toBe('Placed: order 7002 (SENT).')
    const sent = bridge.callsOf('orders.place') as { intentId: string }[]
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(sent[0]).toMatchObject({ side: 'BUY', symbol: 'FPT', quantity: 200, type: 'LO', price: 96_000 })
    off()
  })

  it('a rate limit: the time to send again on the Vietnam clock, whatever the machine zone; once past, "now"', async () => {
    const vietnamClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    let retryAt = Date.now() + 90_000
    bridge.answer('orders.place', async () =>
      outcome({ outcome: 'rate-limited', orderId: null, status: null, code: 'RATE_LIMITED', retryAt }),
    )
    const user = userEvent.setup()
    host()
    act(() => {
      requestTicket({ kind: 'new', side: 'BUY', symbol: 'FPT' })
    })
    expect(await screen.findByDisplayValue('96.00')).toBeTruthy()
    await user.keyboard('{ArrowUp}{Enter}{Enter}')
    const line = await screen.findByTestId('ticket-outcome')
    expect(line.dataset.outcome).toBe('rate-limited')
    expect(line.textContent).toContain(`(at ${vietnamClock.format(retryAt)})`)
    expect(line.textContent).toMatch(/send again in (89|90) s/)

    // Answered with a moment already past (the broker's minute ran out while the answer travelled).
    retryAt = Date.now() - 1_000
    enterAfterReading()
    await user.keyboard('{Enter}{Enter}')
    await waitFor(() =>
      expect(screen.getByTestId('ticket-outcome').textContent).toBe(
        'Too many requests: nothing was sent. You may send again now.',
      ),
    )
  })

  it('an unknown outcome turns into what the book proved, in the open ticket', async () => {
    bridge.answer('orders.place', async () =>
      outcome({ outcome: 'unknown', orderId: null, status: null, code: 'timeout', message: 'No answer.' }),
    )
    const user = userEvent.setup()
    host()
    act(() => {
      requestTicket({ kind: 'new', side: 'BUY', symbol: 'FPT' })
    })
    expect(await screen.findByDisplayValue('96.00')).toBeTruthy()
    await user.keyboard('{Enter}{Enter}')
    const line = await screen.findByTestId('ticket-outcome')
    expect(line.dataset.outcome).toBe('unknown')
    expect(line.textContent).toContain('do not send again')
    const [sent] = bridge.callsOf('orders.place') as { intentId: string }[]
    const settled = {
      operation: 'place' as const,
      ref: sent!.intentId,
      orderId: null,
      symbol: 'FPT',
      side: 'BUY' as const,
      quantity: 100,
      phase: 'settled' as const,
      outcome: {
        outcome: 'placed' as const,
        orderId: '7009',
        status: 'SENT',
        code: 'SENT',
        message: 'Found in the book.',
        retryAt: null,
        fromBook: true,
      },
      since: 1,
      followUntil: 60_001,
      at: 7_001,
    }
    // Another ticket's outcome changes nothing here.
    act(() => bridge.emit('orders.outcomes', { ...settled, ref: 'someone-else' }))
    expect(screen.getByTestId('ticket-outcome').dataset.outcome).toBe('unknown')
    act(() => bridge.emit('orders.outcomes', settled))
    expect(screen.getByTestId('ticket-outcome').dataset.outcome).toBe('placed')
    expect(screen.getByTestId('ticket-outcome').textContent).toBe('Placed: order 7009 (SENT).')
  })

  it('asks first when the core says a like order may have reached the broker; Ctrl+Enter sends it confirmed', async () => {
    bridge.answer('orders.place', async (input) =>
      (input as { confirmedPossibleDuplicate?: boolean }).confirmedPossibleDuplicate === true
        ? outcome({ outcome: 'placed', orderId: '7010', status: 'SENT' })
        : { ok: false, error: bridgeError('validation', possibleDuplicateCode, 'like order unknown') },
    )
    const user = userEvent.setup()
    host()
    act(() => {
      requestTicket({ kind: 'new', side: 'BUY', symbol: 'FPT' })
    })
    expect(await screen.findByDisplayValue('96.00')).toBeTruthy()
    await user.keyboard('{Enter}{Enter}')
    expect((await screen.findByTestId('ticket-duplicate')).textContent).toContain(
      'may have reached the broker',
    )
    // A plain Enter does not send it.
    await user.keyboard('{Enter}')
    expect(bridge.callsOf('orders.place')).toHaveLength(1)
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect((await screen.findByTestId('ticket-outcome')).textContent).toBe('Placed: order 7010 (SENT).')
    expect(bridge.callsOf('orders.place')[1]).toMatchObject({ confirmedPossibleDuplicate: true })
  })

  it('names the profile it sends to, and sends nothing while its window follows a switch', async () => {
    bridge.answer('orders.place', async () => outcome({ outcome: 'placed' }))
    const user = userEvent.setup()
    host()
    act(() => {
      requestTicket({ kind: 'new', side: 'BUY', symbol: 'FPT' })
    })
    expect(await screen.findByDisplayValue('96.00')).toBeTruthy()
    expect(screen.getByTestId('ticket-profile').textContent).toBe('Sends to profile Demo (demo, simulated)')
    act(() => useShownProfile.setState({ leaving: true }))
    expect(screen.getByTestId('ticket-profile').dataset.canSend).toBe('false')
    await user.keyboard('{Enter}{Enter}{Enter}')
    expect(bridge.callsOf('orders.place')).toHaveLength(0)
  })

  it('max quantity at the price typed and the type chosen: FPT below the ceiling allows more shares (issue 20)', async () => {
    // The broker's cap was given for the ceiling (the price the ticket asked at): it bounds that price only.
    const has = { buyingPower: context.buyingPower, sellable: null }
    const cap = maxQuantityAt('BUY', context.ceiling, has) - 100
    bridge.answer('orders.ticketContext', async () => ({
      ok: true,
      value: { ...context, brokerCap: { quantity: cap, price: context.ceiling } },
    }))
    const user = userEvent.setup()
    host()
    act(() => {
      requestTicket({ kind: 'new', side: 'BUY', symbol: 'FPT' })
    })
    expect(await screen.findByDisplayValue('96.00')).toBeTruthy()
    const shown = (): number =>
      Number(screen.getByTestId('ticket-max-quantity').textContent.replace(/\D/g, ''))
    const atTyped = maxQuantityAt('BUY', 96_000, has)
    expect(shown()).toBe(atTyped)
    await user.clear(screen.getByTestId('ticket-price'))
    await user.type(screen.getByTestId('ticket-price'), '102.1')
    expect(shown()).toBe(cap)
    expect(atTyped).toBeGreaterThan(cap)
    // What it shows at 96.00 passes the checks there.
    await user.clear(screen.getByTestId('ticket-price'))
    await user.type(screen.getByTestId('ticket-price'), '96')
    await user.clear(screen.getByTestId('ticket-quantity'))
    await user.type(screen.getByTestId('ticket-quantity'), String(atTyped))
    expect(screen.getByTestId('ticket-checks').dataset.ok).toBe('true')
    // A market type blocks at the ceiling, whatever price was typed.
    await user.selectOptions(screen.getByTestId('ticket-type'), 'MP')
    expect(shown()).toBe(cap)
  })
})
