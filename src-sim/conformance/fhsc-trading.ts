import { z } from 'zod'
import { documentedOrderStatuses } from './fhsc-documented'

/**
 * Group E trading as FHSC documents it (api-facts §5.3–§5.5: developers.fhsc.com.vn /bootstrap-flow,
 * finhay-skills-hub `finhay.sh` and the trading references). Written here by hand from those fields,
 * apart from the simulator's own schemas. Reads whose shapes are not public (portfolio, summaries,
 * P&L) are checked for the documented envelope only.
 */

const ok = { error_code: z.literal('0'), message: z.string() }

export const userMe = z.object({ ...ok, data: z.object({ user_id: z.number().int() }) })

export const subAccounts = z.object({
  ...ok,
  result: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      cust_id: z.union([z.string(), z.number()]),
      name: z.string(),
      depository_number: z.string(),
      product_type_name: z.string().regex(/^\.\d$/),
      sub_account_ext: z.string().regex(/^\w+\.\d$/),
      type: z.enum(['Normal', 'Margin']),
    }),
  ),
})

export const otpTicket = z.object({
  ...ok,
  result: z.object({ ticket_id: z.string().min(1), masked_destination: z.string().includes('***') }),
})

export const otpSession = z.object({
  ...ok,
  result: z.object({
    session_token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a JWT'),
    expires_at: z.string().regex(/T23:59:59\.000\+07:00$/),
    /** Seconds (the CLI compares it with `date +%s`). */
    expires_at_epoch: z.number().int().lt(1e11),
  }),
})

export const envelopeOnly = z.object({ ...ok })

/** The same documented list as the endpoint pages' (`fhsc-documented.ts`), both from FHSC's docs. */
const orderStatus = z.enum(documentedOrderStatuses)

/** Place, modify and cancel: HTTP 200 with `result[]`; a refusal sets `code` and `rejected_reason`. */
export const orderResponses = z.object({
  ...ok,
  result: z.array(
    z.object({
      order_id: z.union([z.string(), z.number()]),
      account_id: z.string(),
      transaction_date: z.string(),
      symbol: z.string(),
      order_side: z.enum(['BUY', 'SELL']),
      order_quantity: z.number().int(),
      limit_price: z.number().int().nullable(),
      market_price: z.enum(['MP', 'ATO', 'ATC', 'MAK', 'MOK', 'MTL', 'PLO', 'FOK', 'FAK']).nullable(),
      order_type: z.enum(['LO', 'MP', 'ATO', 'ATC', 'MAK', 'MOK', 'MTL', 'PLO', 'FOK', 'FAK']),
      lot: z.enum(['EVEN', 'ODD']),
      execute_quantity: z.number(),
      execute_price: z.number(),
      execute_amount: z.number(),
      fee_amount: z.number(),
      tax_amount: z.number(),
      order_status: orderStatus,
      code: z.string().nullable(),
      rejected_reason: z.string().nullable(),
    }),
  ),
})

const bookEntry = z.object({
  orderid: z.union([z.string(), z.number()]),
  afacctno: z.string(),
  afacctno_ext: z.string(),
  custodycd: z.string(),
  symbol: z.string(),
  side: z.string(),
  price: z.number(),
  pricetype: z.string(),
  qtty: z.number(),
  execqtty: z.number(),
  execprice: z.number(),
  execamt: z.number(),
  remainqtty: z.number(),
  cancelqtty: z.number(),
  status: orderStatus,
  status_code: z.string(),
  allowcancel: z.union([z.boolean(), z.enum(['Y', 'N'])]),
  allowamend: z.union([z.boolean(), z.enum(['Y', 'N'])]),
  feedbackmsg: z.string().nullable(),
  txdate: z.string(),
  txtime: z.string(),
  odtimestamp: z.string(),
})

export const orderBook = z.object({ status: z.literal(200), ...ok, result: z.array(bookEntry) })
export const orderBookOne = z.object({ ...ok, data: bookEntry })

export const marketSession = z.object({
  ...ok,
  result: z.object({ exchange_session: z.string(), available_order_types: z.array(z.string()) }),
})

export const availableTrade = z.object({ ...ok, result: z.object({ pp0: z.number(), trade: z.number() }) })

export const resultObject = z.object({ ...ok, result: z.object({}) })
