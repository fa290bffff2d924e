import { z } from 'zod'
import { lenientId, lenientNumber } from '../lenient'
import { inDataOrResult, inResult } from './envelope'

/**
 * The order-book flags. The page types `allowcancel` and `allowamend` as strings and its safety
 * notes say the truthy value is "commonly Y/1/true; confirm from a live response"; our simulator
 * sends booleans. Every one of those spellings is read, and nothing else: an unknown flag fails the
 * parse rather than being taken as permission.
 */
export const permissionFlag = z.union([
  z.boolean(),
  z.enum(['Y', 'N', '1', '0', 'true', 'false']).transform((v) => v === 'Y' || v === '1' || v === 'true'),
])

const optionalNumber = lenientNumber.optional()
const optionalText = z.string().nullable().optional()

/**
 * `order-book.md` `OrderBookEntry` (about 45 fields). What the cancel and amend flows read is
 * required; the rest of the page's list is optional. `status` is a display name on the page, not the
 * `order_status` enum of the order answers.
 */
export const documentedBookEntry = z.object({
  orderid: lenientId,
  symbol: z.string(),
  side: z.string(),
  price: lenientNumber,
  qtty: lenientNumber,
  execqtty: lenientNumber,
  remainqtty: lenientNumber,
  status: z.string(),
  allowcancel: permissionFlag,
  allowamend: permissionFlag,
  custodycd: optionalText,
  txdate: optionalText,
  custid: optionalText,
  afacctno: optionalText,
  odorderid: optionalText,
  txtime: optionalText,
  side_code: optionalText,
  pricetype: optionalText,
  via_code: optionalText,
  via: optionalText,
  execamt: optionalNumber,
  execprice: optionalNumber,
  remainamt: optionalNumber,
  status_code: optionalText,
  tlname: optionalText,
  username: optionalText,
  hosesession: optionalText,
  cancelqtty: optionalNumber,
  adjustqtty: optionalNumber,
  isdisposal: optionalText,
  rootorderid: optionalText,
  timetype: optionalText,
  timetypevalue: optionalText,
  /** A string on the page, empty when the exchange said nothing; our simulator sent null: both read, '' as null. */
  feedbackmsg: optionalText.transform((v) => (v === undefined || v === '' ? null : v)),
  quoteqtty: optionalNumber,
  limitprice: optionalNumber,
  odtimestamp: optionalText,
  matchtype_code: optionalText,
  producttypename: optionalText,
  afacctno_ext: optionalText,
  side_: optionalText,
  via_: optionalText,
  status_: optionalText,
  matchtype_: optionalText,
  strategy_id: optionalText,
})
export type DocumentedBookEntry = z.output<typeof documentedBookEntry>

/** `order-book.md`: `result[]` (page and spec agree). */
export const documentedOrderBookAnswer = inResult(z.array(documentedBookEntry))
/** `order-book-detail.md`: one entry in `data` (spec: `result`; both accepted). */
export const documentedOrderBookDetailAnswer = inDataOrResult(documentedBookEntry)
