import type { Page } from '@playwright/test'
import { signatureHeaders } from '../src-main/core/auth/request-signer'
import { bridgeCall, control } from './cancel-support'

/**
 * Support for the order ticket's e2e spec and bench: the simulator's group E order book read as a
 * tier-2 client reads it (signed with the demo key, the core's own signer), and the daily second
 * factor opened through the page's bridge with the code from the simulator's outbox.
 */

/** The demo user's ordering sub-account (`.4`) in the simulator. */
export const orderingSubAccount = '100004'

export interface BookEntry {
  orderid: string
  symbol: string
  side: string
  price: number
  qtty: number
  status: string
}

async function signedGet<T>(sim: string, path: string): Promise<T> {
  const demo = await control<{ apiKey: string; apiSecret: string }>(sim, '/demo')
  const clock = await control<{ nowMs: number }>(sim, '/clock')
  const headers = signatureHeaders({
    key: demo,
    method: 'GET',
    pathAndQuery: path,
    body: undefined,
    nowMs: clock.nowMs,
  })
  const res = await fetch(`${sim}${path}`, { headers })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

export async function groupEOrders(sim: string): Promise<BookEntry[]> {
  const body = await signedGet<{ result: BookEntry[] }>(
    sim,
    `/trading/v1/accounts/${orderingSubAccount}/order-book`,
  )
  return body.result
}

/** Today's second-factor session for the app: requested and verified as the user would, by e-mail code. */
export async function openSecondFactor(page: Page, sim: string): Promise<void> {
  await bridgeCall(page, 'auth.secondFactor.request', {})
  const outbox = await control<{ channel: string; code: string }[]>(sim, '/outbox')
  const code = outbox.filter((m) => m.channel === 'email').at(-1)?.code
  const status = await bridgeCall<{ state: string }>(page, 'auth.secondFactor.verify', { code })
  if (status.state !== 'active') throw new Error(`second factor: ${status.state}`)
}
