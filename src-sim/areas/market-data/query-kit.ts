import { z } from 'zod'

/** api-facts §5.6 PROPOSED: `page` 1-based, `page_size` default 20, at most 100. */
export const defaultPageSize = 20
export const maxPageSize = 100

const int = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer`)
    .transform(Number)
    .pipe(
      z.number().min(min, `${name} must be ${min} to ${max}`).max(max, `${name} must be ${min} to ${max}`),
    )

export const intParam = int

export const paging = {
  page: int('page', 1, 100_000).optional(),
  page_size: int('page_size', 1, maxPageSize).optional(),
}

/** Unix seconds, as every group E history call takes them. */
export const unixSeconds = (name: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `${name} is a Unix timestamp in seconds`)
    .transform(Number)

export const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be yyyy-MM-dd`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00+07:00`)), `${name} is not a date`)

export const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: `${name} must be one of ${values.join(', ')}` })

/** A comma-separated list; each value trimmed, empty ones dropped. */
export const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0),
)

export interface Page<T> {
  items: T[]
  page: number
  page_size: number
  total: number
}

/** The list envelope api-facts proposes: `{items, page, page_size, total}`. */
export function pageOf<T>(
  all: readonly T[],
  query: { page?: number | undefined; page_size?: number | undefined },
): Page<T> {
  const page = query.page ?? 1
  const size = query.page_size ?? defaultPageSize
  return { items: all.slice((page - 1) * size, page * size), page, page_size: size, total: all.length }
}

export const round = (x: number, digits = 2): number => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
