import { z } from 'zod'
import { orderStatuses } from '../../../src-shared/schemas/trading'
import { marketPriceTypes } from '../../../src-shared/market/order-types'
import { tradingState } from '../trading/trading-state'
import type { SimWorld } from '../world'

/**
 * The part of a simulated world a user changes and expects to find again after a restart: the
 * group A accounts (cash, holdings, stock and derivative orders and trades) and the group E
 * sub-accounts with their order ledger, with the counters that number new orders.
 *
 * Left out, on purpose:
 * - the market and its clock. The market is the seed's, run on the wall clock: after a restart it
 *   continues from now, not from the moment of the save (a demo left closed overnight opens on a
 *   live market, as a broker's would), and the saved orders match against it from there;
 * - tokens, second-factor sessions and OTPs: bearer credentials and one-time values that must not
 *   sit in a file, and that the app asks for again anyway (a restarted broker forgets sessions
 *   too). The demo API key is the seed's, the same at every start, so it is not saved.
 *
 * Kept although it is not the user's: the nonces of group E's signed requests still inside their
 * five minutes (as digests, see identity/nonce-cache.ts), so a restart does not open a window in
 * which an exact signed replay is taken again, as a real gateway's shared cache would not.
 */
export const WORLD_SNAPSHOT_FORMAT = 'vn-workstation/sim-world'
export const WORLD_SNAPSHOT_VERSION = 1

const side = z.enum(['B', 'S'])
const holding = z.object({ qty: z.number(), avgPrice: z.number() })

const stockOrder = z.object({
  orderID: z.string(),
  accountNo: z.string(),
  symbol: z.string(),
  side,
  priceType: z.literal('LO'),
  limitPrice: z.number(),
  orderQtty: z.number(),
  execQtty: z.number(),
  cancelQtty: z.number(),
  matchAmount: z.number(),
  status: z.enum(['0', '2', '3', '4', '12']),
  placedMs: z.number(),
  cancelledMs: z.number().optional(),
})

const stockAccount = z.object({
  accountNo: z.string(),
  kind: z.enum(['normal', 'margin']),
  bodBalance: z.number(),
  cash: z.number(),
  debt: z.number(),
  accruedInterest: z.number(),
  holdings: z.array(z.tuple([z.string(), holding])),
  orders: z.array(stockOrder),
  trades: z.array(
    z.object({
      tradeId: z.string(),
      orderId: z.string(),
      side,
      symbol: z.string(),
      quoteQtty: z.number(),
      quotePrice: z.number(),
      qtty: z.number(),
      price: z.number(),
      timeMs: z.number(),
    }),
  ),
})

const derivAccount = z.object({
  accountId: z.string(),
  subAccountId: z.string(),
  collateral: z.number(),
  positions: z.array(z.object({ symbol: z.string(), net: z.number(), avgPrice: z.number() })),
  orders: z.array(
    z.object({
      orderNo: z.number(),
      pkOrderNo: z.number(),
      refId: z.string(),
      side,
      symbol: z.string(),
      price: z.number(),
      volume: z.number(),
      matchVolume: z.number(),
      matchValue: z.number(),
      status: z.enum(['P', 'PM', 'PW', 'C']),
      placedMs: z.number(),
      cancelledMs: z.number().optional(),
    }),
  ),
})

const tradingSide = z.enum(['BUY', 'SELL'])
const tradingAccount = z.object({
  subAccountId: z.string(),
  cash: z.number(),
  positions: z.array(
    z.tuple([z.string(), z.object({ qty: z.number(), settledQty: z.number(), avgPrice: z.number() })]),
  ),
  orders: z.array(
    z.object({
      orderId: z.string(),
      subAccountId: z.string(),
      symbol: z.string(),
      side: tradingSide,
      orderType: z.enum(['LO', ...marketPriceTypes]),
      limitPrice: z.number().nullable(),
      marketPrice: z.string().nullable(),
      blockPrice: z.number(),
      quantity: z.number(),
      execQty: z.number(),
      execAmount: z.number(),
      cancelQty: z.number(),
      status: z.enum(orderStatuses),
      code: z.string().nullable(),
      rejectedReason: z.string().nullable(),
      placedMs: z.number(),
    }),
  ),
  fills: z.array(
    z.object({
      orderId: z.string(),
      symbol: z.string(),
      side: tradingSide,
      qty: z.number(),
      price: z.number(),
      timeMs: z.number(),
    }),
  ),
})

const counter = z.number().int().min(0)

export const worldSnapshotSchema = z.object({
  format: z.literal(WORLD_SNAPSHOT_FORMAT),
  version: z.literal(WORLD_SNAPSHOT_VERSION),
  /** Epoch ms on the simulator's clock when it was taken. */
  savedAt: z.number(),
  /** The seed of the world it was taken from: the accounts' symbols and the demo key are the seed's. */
  seed: z.number(),
  groupA: z.object({
    normal: stockAccount,
    margin: stockAccount,
    derivative: derivAccount,
    counters: z.object({ stockOrder: counter, stockTrade: counter, derivative: counter }),
  }),
  groupE: z.object({
    accounts: z.array(tradingAccount),
    counter,
    /** Files written before nonces were kept have none: nothing to refuse. */
    nonces: z
      .array(z.tuple([z.string().max(64), z.number()]))
      .max(50_000)
      .default([]),
  }),
})
export type WorldSnapshot = z.infer<typeof worldSnapshotSchema>

/** What a user changed in `world`, ready for JSON. */
export function snapshotWorld(world: SimWorld): WorldSnapshot {
  world.syncAccounts()
  const trading = tradingState(world)
  trading.settle()
  const a = world.accounts
  const stock = (s: typeof a.normal) => ({ ...s, holdings: [...s.holdings], orders: [...s.orders] })
  const { stockOrder, stockTrade } = a.stockBook.counters()
  return {
    format: WORLD_SNAPSHOT_FORMAT,
    version: WORLD_SNAPSHOT_VERSION,
    savedAt: world.clock.now(),
    seed: world.config.seed,
    groupA: {
      normal: stock(a.normal),
      margin: stock(a.margin),
      derivative: structuredClone(a.derivative),
      counters: { stockOrder, stockTrade, derivative: a.derivativeBook.counter() },
    },
    groupE: {
      accounts: trading.ledger.accounts.map((acc) => ({
        subAccountId: acc.subAccountId,
        cash: acc.cash,
        positions: [...acc.positions],
        orders: acc.orders.map(({ matchedAtVersion: _version, ...order }) => order),
        fills: [...acc.fills],
      })),
      counter: trading.ledger.counter(),
      nonces: trading.nonces.entries(world.clock.now()),
    },
  }
}

/**
 * Puts a snapshot's accounts and orders into a freshly built `world` of the same seed. Accounts the
 * snapshot does not name keep their fresh state.
 */
export function restoreWorld(world: SimWorld, snapshot: WorldSnapshot): void {
  const a = world.accounts
  const { groupA, groupE } = snapshot
  for (const [target, saved] of [
    [a.normal, groupA.normal],
    [a.margin, groupA.margin],
  ] as const) {
    Object.assign(target, { ...saved, holdings: new Map(saved.holdings) })
  }
  Object.assign(a.derivative, groupA.derivative)
  a.stockBook.restoreCounters(groupA.counters)
  a.derivativeBook.restoreCounter(groupA.counters.derivative)

  const trading = tradingState(world)
  // Saved orders match against the market from now on: its steps are numbered from this start.
  const version = world.market.version
  for (const saved of groupE.accounts) {
    const target = trading.ledger.account(saved.subAccountId)
    if (target === undefined) continue
    target.cash = saved.cash
    target.positions = new Map(saved.positions)
    target.orders = saved.orders.map((o) => ({ ...o, matchedAtVersion: version }))
    target.fills = saved.fills
  }
  trading.ledger.restoreCounter(groupE.counter)
  trading.nonces.restore(groupE.nonces, world.clock.now())
}
