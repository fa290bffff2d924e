import { z } from 'zod'

/**
 * The group E envelope as the client meets it (api-facts §5.1): `error_code` is the string "0" on
 * success, `message` may be null (available-trade and the order pages declare it nullable), and the
 * read pages add `status: 200`. None of them is required, so a page that shows only `{status, result}`
 * parses as well as one that shows `{error_code, message, result}`.
 */
const envelope = {
  status: z.number().optional(),
  error_code: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
}

/**
 * The payload in the key its page documents, the only one accepted: output is the payload. (zod
 * cannot tell that a generic payload's key is present, hence the one typed read.)
 */
export const inResult = <T extends z.ZodType>(payload: T) =>
  z.object({ ...envelope, result: payload }).transform((body) => (body as { result: z.output<T> }).result)
export const inData = <T extends z.ZodType>(payload: T) =>
  z.object({ ...envelope, data: payload }).transform((body) => (body as { data: z.output<T> }).data)

/**
 * The page documents `data`; the spec's blanket sentence ("account and trading endpoints return
 * `result`") says `result`. The page is what the real service sends, our simulator followed the
 * spec: both are accepted until the simulator follows the page (docs/simulator.md, "Where the spec
 * and the broker's pages disagree").
 */
export const inDataOrResult = <T extends z.ZodType>(payload: T) =>
  z.union([inData(payload), inResult(payload)])

/**
 * The second-factor answers: the official CLI reads `.ticket_id` and `.session_token` at the top
 * level (api-facts §5.4); the spec's blanket sentence puts them in `result`. Both are accepted.
 */
export const atTopOrInResult = <T extends z.ZodType>(payload: T) => z.union([inResult(payload), payload])
