import type { StreamEvent, StreamName } from '../../../src-shared/bridge/api'
import { boardEventSchema } from '../../../src-shared/bridge/areas/board'
import { tickerFields } from '../../../src-shared/schemas/ticker-commons'

/**
 * Hand-written structural checks for the stream events that are big and frequent, used by the
 * transport instead of the contract's zod schema. Measured in the storm benchmark (issue 5): zod
 * spent ~10–25 ms on every whole-market delta (1,400 changed rows), inside the one long task that
 * delivers it. The core is the trusted end of an authenticated socket, so the page only needs to
 * know that the shape is what the board code will read; a malformed event is still refused and
 * ends the stream with a `bad-response` error, exactly as a zod failure would. Streams without an
 * entry here keep the full zod check, and call results always do.
 */
export type StreamCheck<N extends StreamName> = (raw: unknown) => StreamEvent<N> | undefined

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNum = (v: unknown): v is number => typeof v === 'number'

const numericFields = tickerFields.filter((f) => f !== 'room')

/** A full row: a symbol, every numeric field a number, `room` a number or null. */
function isTickerRow(v: unknown): boolean {
  if (!isObj(v) || typeof v.symbol !== 'string') return false
  for (const f of numericFields) if (!isNum(v[f])) return false
  return v.room === null || isNum(v.room)
}

const knownField = new Set<string>(tickerFields)

/** A row change: a symbol and some known fields, each a number (`room` may be null). */
function isRowChange(v: unknown): boolean {
  if (!isObj(v) || typeof v.symbol !== 'string') return false
  const fields = v.fields
  if (!isObj(fields)) return false
  for (const key in fields) {
    // Unknown keys are ignored by the board (zod's object() strips them), so they are allowed.
    if (!knownField.has(key)) continue
    const value = fields[key]
    if (value === undefined || isNum(value)) continue
    if (value === null && key === 'room') continue
    return false
  }
  return true
}

function every(v: unknown, check: (item: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false
  for (const item of v) if (!check(item)) return false
  return true
}

function isDataEvent(raw: Obj): boolean {
  switch (raw.type) {
    case 'delta':
      return (
        typeof raw.tradingDate === 'string' &&
        isNum(raw.at) &&
        // The marker of a poll's rows on screen sent ahead of the rest (`front` in the contract).
        (raw.front === undefined || raw.front === true) &&
        every(raw.changes, isRowChange) &&
        every(raw.added, isTickerRow) &&
        every(raw.removed, (s) => typeof s === 'string')
      )
    case 'snapshot':
      return typeof raw.tradingDate === 'string' && isNum(raw.at) && every(raw.rows, isTickerRow)
    default:
      return false
  }
}

/**
 * Snapshots and deltas are checked by hand; a status (a few a minute, small, and carrying a nested
 * error) keeps the zod schema.
 */
export function checkBoardEvent(raw: unknown): StreamEvent<'board.deltas'> | undefined {
  if (!isObj(raw)) return undefined
  if (raw.type === 'status') {
    const parsed = boardEventSchema.safeParse(raw)
    return parsed.success ? parsed.data : undefined
  }
  // The checks above are exactly what the board code reads from these two event kinds.
  return isDataEvent(raw) ? (raw as StreamEvent<'board.deltas'>) : undefined
}

/** The streams that skip zod in the page, each with its structural check. */
export const streamChecks: { readonly [N in StreamName]?: StreamCheck<N> } = {
  'board.deltas': checkBoardEvent,
}
