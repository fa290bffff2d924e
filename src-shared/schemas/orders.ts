import { z } from 'zod'
import { lenientId, lenientNumber } from './lenient'

/** Stock order book (`GET /aion/v1/accounts/{accountNo}/orders`, TCBS OrderInfo). */
export const stockOrderSchema = z.object({
  orderID: lenientId,
  symbol: z.string(),
  orStatus: z.union([z.string(), z.number().transform(String)]),
  execType: z.string(),
  priceType: z.string().optional(),
  orderQtty: lenientNumber,
  execQtty: lenientNumber.optional().default(0),
  cancelQtty: lenientNumber.optional().default(0),
  remainQtty: lenientNumber,
  limitPrice: lenientNumber.optional(),
  quotePrice: lenientNumber.optional(),
  matchPrice: lenientNumber.optional(),
  isCancel: z.string().optional(),
  isAmend: z.string().optional(),
  txtime: z.string().optional(),
})
export const stockOrderBookSchema = z.object({
  totalCount: lenientNumber.optional(),
  pageSize: lenientNumber.optional(),
  pageIndex: lenientNumber.optional(),
  data: z.array(stockOrderSchema),
})
export type StockOrder = z.infer<typeof stockOrderSchema>

/** Derivative in-day order book (`GET /khronos/v1/order/in-day`). */
export const derivativeOrderSchema = z.object({
  orderNo: lenientId,
  pk_orderNo: lenientId.optional(),
  refId: z.string().optional(),
  symbol: z.string(),
  side: z.string(),
  volume: lenientNumber,
  matchVolume: lenientNumber.optional().default(0),
  showPrice: z.union([z.string(), z.number().transform(String)]).optional(),
  price: lenientNumber.optional(),
  /** The limit as a number; `showPrice` is display text such as "MTL (1198)". */
  maxPrice: lenientNumber.optional(),
  matchValue: lenientNumber.optional(),
  status: z.string().optional(),
  orderStatus: z.union([z.string(), z.number().transform(String)]).optional(),
  orderTime: z.string().optional(),
  cancelTime: z.string().optional(),
  isCancel: z.union([z.string(), z.number().transform(String)]).optional(),
})
export const derivativeOrderBookSchema = z.object({
  cmd: z.string().optional(),
  rc: lenientId,
  data: z.array(derivativeOrderSchema),
})
export type DerivativeOrder = z.infer<typeof derivativeOrderSchema>

/** `PUT /akhlys/v1/accounts/{accountNo}/cancel-orders` success body (CancelOrderResponse). */
export const stockCancelResultSchema = z.object({
  data: z.array(
    z.object({
      details: z.array(
        z.object({
          orderID: lenientId,
          deleted: z.string(),
          errorCode: z.union([z.string(), z.number().transform(String)]).optional(),
          // The real service spells it `errorMesage`.
          errorMesage: z.string().optional(),
          errorMessage: z.string().optional(),
        }),
      ),
    }),
  ),
})
export type StockCancelResult = z.infer<typeof stockCancelResultSchema>

/** `POST /khronos/v1/order/cancel` result. `rc` is "1" on success, negative on error. */
export const derivativeCancelResultSchema = z.object({
  cmd: z.string().optional(),
  rc: lenientId,
  /** Error detail when `rc` is negative, null on success. */
  rs: z.unknown().optional(),
  data: z
    .array(
      z.object({
        orderNo: lenientId,
        status: z.string().optional(),
        pk_orderNo: lenientId.optional(),
        cancelTime: z.string().optional(),
      }),
    )
    .optional()
    .default([]),
})
export type DerivativeCancelResult = z.infer<typeof derivativeCancelResultSchema>
