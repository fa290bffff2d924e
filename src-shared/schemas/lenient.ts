import { z } from 'zod'

/**
 * Real broker payloads mix numbers and numeric strings for the same field (the TCBS wrappers had
 * to correct most operations against live data), so the client accepts either and keeps a number.
 * Anything that is not numeric at all is still refused.
 */
export const lenientNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
    .transform(Number),
])

/** Identifiers that arrive as long numerals or strings; kept as strings so no digit is lost. */
export const lenientId = z.union([z.string().min(1), z.number().transform((n) => String(n))])

/** A number that some services send as a percent string such as "13%". */
export const lenientPercent = z.union([
  lenientNumber,
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?%$/, 'expected a percentage')
    .transform((s) => Number(s.slice(0, -1))),
])

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    totalCount: lenientNumber,
    pageSize: lenientNumber,
    pageIndex: lenientNumber,
    data: z.array(item),
  })
