// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import type { ResearchCompany } from '../../../../src-shared/bridge/contract'
import {
  detailReads,
  type BridgeRead,
  type DetailSection,
} from '../../../../src-shared/research/detail-reads'
import { deferred, installFakeWorkstation } from '../../../testing/fake-workstation'
import { SymbolDetailWindow } from './symbol-detail-window'

const bridge = installFakeWorkstation()

const company = (symbol: string): ResearchCompany => ({
  profile: { symbol, name: `${symbol} Joint Stock Company` },
  listing: { symbol },
  ownership: { symbol, major_holders: [] },
})

/** A read as text, its input's keys sorted, so two reads compare by what they ask. */
const text = (name: string, input: unknown) =>
  `${name} ${JSON.stringify(input, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )}`

/** The detail's reads the window asked of the bridge (its research and supply-and-demand calls). */
const asked = () =>
  new Set(
    bridge.calls
      .filter((c) => c.name.startsWith('research.') || c.name === 'market.supplyDemand')
      .map((c) => text(c.name, c.input)),
  )

const planned = (symbol: string, sections: readonly DetailSection[]) =>
  new Set(sections.flatMap((s) => detailReads(symbol)[s]).map((r: BridgeRead) => text(r.name, r.input)))

function renderWindow(client: QueryClient, symbol = 'FPT') {
  return render(
    <QueryClientProvider client={client}>
      <SymbolDetailWindow params={new URLSearchParams({ symbol })} chart={() => null} />
    </QueryClientProvider>,
  )
}

function symbolField(): HTMLInputElement {
  const field = document.querySelector<HTMLInputElement>('input.rd-symbol')
  if (field === null) throw new Error('no symbol field')
  return field
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

beforeAll(async () => {
  await i18next.changeLanguage('en')
})
beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('the symbol-detail window reads what is shown', () => {
  it('opens reading its overview only; a section is read when it is shown (key 4: financials)', async () => {
    renderWindow(newClient())
    await screen.findByTestId('rd-section-overview')
    expect(asked()).toEqual(planned('FPT', ['overview']))
    expect(screen.getByTestId('rd-section-flows').dataset.shown).toBe('false')

    await userEvent.keyboard('4')
    expect(screen.getByTestId('rd-section-financials').dataset.shown).toBe('true')
    expect(asked()).toEqual(planned('FPT', ['overview', 'financials']))
  })

  it('on a switch reads the shown sections of the new symbol and drops the reads it superseded', async () => {
    const client = newClient()
    const fpt = deferred<{ ok: true; value: ResearchCompany }>()
    bridge.answer('research.company', (input) =>
      input.symbol === 'FPT' ? fpt.promise : Promise.resolve({ ok: true, value: company(input.symbol) }),
    )
    renderWindow(client)
    await screen.findByTestId('rd-section-overview')
    const fptCompany = ['research.company', { symbol: 'FPT' }]
    expect(client.getQueryState(fptCompany)?.fetchStatus).toBe('fetching')

    const field = symbolField()
    await userEvent.clear(field)
    await userEvent.type(field, 'VNM{Enter}')
    expect(screen.getByTestId('detail-window').dataset.symbol).toBe('VNM')
    // Only the overview is shown: the switch asks its three reads of VNM and nothing else.
    await waitFor(() => {
      expect(new Set([...asked()].filter((r) => r.includes('VNM')))).toEqual(planned('VNM', ['overview']))
    })
    // FPT's company read, still unanswered, was cancelled with no one waiting for it.
    expect(client.getQueryState(fptCompany)?.fetchStatus).toBe('idle')
    await act(async () => {
      fpt.resolve({ ok: true, value: company('FPT') })
      await fpt.promise
    })
    expect(client.getQueryData(fptCompany)).toBeUndefined()
    expect(await screen.findByText('VNM Joint Stock Company')).toBeTruthy()
  })

  it("shows a symbol's company data again at once on coming back, without asking again", async () => {
    bridge.answer('research.company', (input) => Promise.resolve({ ok: true, value: company(input.symbol) }))
    renderWindow(newClient())
    await screen.findByText('FPT Joint Stock Company')
    const field = symbolField()
    await userEvent.clear(field)
    await userEvent.type(field, 'VNM{Enter}')
    await screen.findByText('VNM Joint Stock Company')
    await userEvent.clear(field)
    await userEvent.type(field, 'FPT{Enter}')
    expect(screen.getByText('FPT Joint Stock Company')).toBeTruthy()
    expect(bridge.callsOf('research.company')).toEqual([{ symbol: 'FPT' }, { symbol: 'VNM' }])
  })
})
