import { boardLot, type Exchange } from './price-rules'
import type { SessionPhase } from './sessions'

/**
 * Order types of the cash market after the KRX go-live (api-facts §5.5, vn-market.md §1.6). The order
 * ticket checks with these before sending and the simulator rejects with them, so both sides agree.
 */
export const marketPriceTypes = ['MP', 'ATO', 'ATC', 'MAK', 'MOK', 'MTL', 'PLO', 'FOK', 'FAK'] as const
export type MarketPriceType = (typeof marketPriceTypes)[number]
export type OrderType = 'LO' | MarketPriceType

/** Largest board-lot order on HOSE (vn-market.md §1.4); assumed for HNX and UPCOM (not published). */
export const maxOrderQuantity = 500_000

/** Types each exchange offers at all (api-facts §5.5); the aliases the exchange converts are included. */
const byExchange: Readonly<Record<Exchange, readonly OrderType[]>> = {
  HOSE: ['LO', 'MP', 'MTL', 'ATO', 'ATC'],
  HNX: ['LO', 'MTL', 'MOK', 'MAK', 'FOK', 'FAK', 'PLO', 'ATC'],
  UPCOM: ['LO'],
}

/** What the exchange records when it is sent an alias: HOSE MP→MTL, HNX MAK→FAK and MOK→FOK. */
export function exchangeOrderType(exchange: Exchange, type: OrderType): OrderType {
  if (exchange === 'HOSE' && type === 'MP') return 'MTL'
  if (exchange === 'HNX' && type === 'MAK') return 'FAK'
  if (exchange === 'HNX' && type === 'MOK') return 'FOK'
  return type
}

export function offeredBy(exchange: Exchange, type: OrderType): boolean {
  return byExchange[exchange].includes(type)
}

/**
 * The broker's session name for an exchange phase (api-facts §5.5: OPEN, PROGRESS, BREAK, PRE_CLOSED,
 * CA). Before the open and during the opening auction is OPEN; the closing auction is PRE_CLOSED; the
 * put-through and PLO quarter hour is CA.
 */
export type BrokerSession = 'OPEN' | 'PROGRESS' | 'BREAK' | 'PRE_CLOSED' | 'CA' | 'CLOSED'

export function brokerSession(phase: SessionPhase): BrokerSession {
  switch (phase) {
    case 'pre-open':
    case 'ato':
      return 'OPEN'
    case 'continuous':
      return 'PROGRESS'
    case 'break':
      return 'BREAK'
    case 'atc':
      return 'PRE_CLOSED'
    case 'plo':
    case 'put-through':
      return 'CA'
    case 'closed':
      return 'CLOSED'
  }
}

/**
 * Types accepted now. HOSE follows the broker's table (OPEN: LO/MP/ATO/ATC; PROGRESS and BREAK:
 * LO/MP/ATC; PRE_CLOSED: LO/ATC), MTL standing with MP as its KRX name; its CA quarter hour
 * (14:45–15:00) takes put-through only (vn-market.md §1.5), so no board-lot type at all. HNX has no opening
 * auction: LO and ATC before the open, its continuous types in PROGRESS and BREAK, LO/ATC in its
 * closing auction and PLO only in its post-close session. UPCOM takes LO whenever it is open.
 */
export function allowedOrderTypes(exchange: Exchange, phase: SessionPhase): readonly OrderType[] {
  const session = brokerSession(phase)
  if (session === 'CLOSED') return []
  if (exchange === 'UPCOM') return session === 'CA' || session === 'PRE_CLOSED' ? [] : ['LO']
  if (exchange === 'HOSE') {
    switch (session) {
      case 'OPEN':
        return ['LO', 'MP', 'MTL', 'ATO', 'ATC']
      case 'PROGRESS':
      case 'BREAK':
        return ['LO', 'MP', 'MTL', 'ATC']
      case 'PRE_CLOSED':
        return ['LO', 'ATC']
      case 'CA':
        return []
    }
  }
  switch (session) {
    case 'OPEN':
      return ['LO', 'ATC']
    case 'PROGRESS':
    case 'BREAK':
      return ['LO', 'MTL', 'MOK', 'MAK', 'FOK', 'FAK', 'ATC']
    case 'PRE_CLOSED':
      return ['LO', 'ATC']
    case 'CA':
      return phase === 'plo' ? ['PLO'] : []
  }
}

/** Odd lots (1–99 shares) are limit orders only; 100 and above are whole board lots. */
export type LotProblem = 'not-positive' | 'odd-lot-not-lo' | 'not-board-lot' | 'too-large'

export function lotProblem(quantity: number, type: OrderType): LotProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'not-positive'
  if (quantity < boardLot) return type === 'LO' ? null : 'odd-lot-not-lo'
  if (quantity % boardLot !== 0) return 'not-board-lot'
  if (quantity > maxOrderQuantity) return 'too-large'
  return null
}

export const isOddLot = (quantity: number): boolean => quantity < boardLot
