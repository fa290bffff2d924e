// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import type { PortfolioView } from '../../../../src-shared/bridge/contract'
import { onTicketRequest, type TicketRequest } from '../../../lib/orders/ticket-requests'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { HoldingsPart } from './holdings-part'

const bridge = installFakeWorkstation()

const view: PortfolioView = {
  subAccount: '888888.4',
  rows: [
    {
      symbol: 'FPT',
      quantity: 2_000,
      sellable: 1_500,
      avgPrice: 90_000,
      lastPrice: 95_300,
      marketValue: 190_600_000,
      pnl: 10_600_000,
      pnlPercent: 5.89,
    },
    {
      symbol: 'HPG',
      quantity: 500,
      sellable: 0,
      avgPrice: 28_000,
      lastPrice: 27_000,
      marketValue: 13_500_000,
      pnl: -500_000,
      pnlPercent: -3.57,
    },
  ],
  buyingPower: 1_000_000_000,
  cash: 250_000_000,
  at: 1,
}

function renderPart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <HoldingsPart />
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => {
  bridge.reset()
  bridge.answer('account.portfolio', () => Promise.resolve({ ok: true, value: view }))
})
afterEach(cleanup)

describe('portfolio part (happy-dom)', () => {
  it('shows P&L in VND and %, sellable, buying power; nothing sellable cannot be sold', async () => {
    renderPart()
    const fpt = await screen.findByText('FPT')
    const row = fpt.closest('tr')!
    expect(within(row).getByTestId('holding-sellable').textContent).toBe('1,500')
    expect(within(row).getByTestId('holding-pnl').textContent).toBe('+10,600,000')
    expect(screen.getByTestId('holdings-buying-power').textContent).toBe('1,000,000,000')
    const hpg = screen.getByText('HPG').closest('tr')!
    expect(within(hpg).getByTestId<HTMLButtonElement>('sell-all').disabled).toBe(true)
  })

  it('sell all: asks in the panel first, then opens the ticket for the sellable shares with its confirmation', async () => {
    const requests: TicketRequest[] = []
    const off = onTicketRequest((r) => requests.push(r))
    try {
      renderPart()
      const row = (await screen.findByText('FPT')).closest('tr')!
      await userEvent.click(within(row).getByTestId('sell-all'))
      expect(screen.getByTestId('sell-all-question').textContent).toBe('Sell all 1,500 FPT?')
      expect(requests).toEqual([])
      await userEvent.keyboard('{Escape}')
      expect(screen.queryByTestId('sell-all-confirm')).toBeNull()
      await userEvent.click(within(row).getByTestId('sell-all'))
      await userEvent.keyboard('{Enter}')
      expect(requests).toEqual([{ kind: 'new', side: 'SELL', symbol: 'FPT', quantity: 1_500, confirm: true }])
      expect(screen.queryByTestId('sell-all-confirm')).toBeNull()
      expect(bridge.calls.some((c) => c.name.startsWith('orders.place'))).toBe(false)
    } finally {
      off()
    }
  })

  it('says so in words when no ticket listens in this window', async () => {
    renderPart()
    const row = (await screen.findByText('FPT')).closest('tr')!
    await userEvent.click(within(row).getByTestId('sell-all'))
    await userEvent.click(screen.getByTestId('sell-all-yes'))
    expect(screen.getByTestId('sell-all-notice').textContent).toContain('not available in this window')
  })
})
