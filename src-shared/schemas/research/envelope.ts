import { z } from 'zod'
import { lenientNumber } from '../lenient'

/**
 * Group E `/market/**` success body: `{error_code: "0", message, data}` (api-facts §5.1). Only `data`
 * is required; the client accepts `error_code` as the string or the number.
 */
export const marketEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    error_code: z.union([z.literal('0'), z.literal(0)]).optional(),
    message: z.string().optional(),
    data,
  })

/** The list envelope api-facts §5.6 proposes: `{items, page, page_size, total}`. */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: lenientNumber,
    page_size: lenientNumber,
    total: lenientNumber,
  })

export const num = lenientNumber
export const maybeNum = lenientNumber.nullable()
/** A field a server may leave out or send as null. */
export const optNum = lenientNumber.nullable().optional()
export const optText = z.string().nullable().optional()
