import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { sendAuthError, sendGroupAError, sendGroupEError } from './errors'

export type InputPart = 'query' | 'body'

type Issue = z.core.$ZodIssue

const unknownNames = (issue: Issue): string | undefined =>
  issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined

/** The error code a refinement names for itself (`params.code`), e.g. tickerCommons' `UNKNOWN_INDEX`. */
const ownCode = (issue: Issue | undefined): string | undefined =>
  issue?.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined

const where = (issue: Issue): string => issue.path.map(String).join('.')

/** Groups A, C and D: `{error, message}`; the first problem, unknown names listed. */
function groupA(reply: FastifyReply, error: z.ZodError, part: InputPart): FastifyReply {
  const issue = error.issues[0]
  const unknown = issue === undefined ? undefined : unknownNames(issue)
  if (part === 'query') {
    const message =
      unknown !== undefined ? `unknown query parameter(s): ${unknown}` : (issue?.message ?? 'bad query')
    return sendGroupAError(reply, 400, ownCode(issue) ?? 'INVALID_QUERY', message)
  }
  const message =
    unknown !== undefined
      ? `unknown field(s): ${unknown}`
      : `${issue === undefined || issue.path.length === 0 ? 'body' : where(issue)}: ${issue?.message ?? 'invalid'}`
  return sendGroupAError(reply, 400, ownCode(issue) ?? 'INVALID_REQUEST', message)
}

/** Group B: `{code: 400, msg}`; a "required" message stands alone, others name their field. */
function groupB(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0]
  const unknown = issue === undefined ? undefined : unknownNames(issue)
  const message =
    issue === undefined
      ? 'invalid request body'
      : unknown !== undefined
        ? `unknown field(s): ${unknown}`
        : issue.path.length === 0
          ? 'request body must be a JSON object'
          : issue.message.includes('required')
            ? issue.message
            : `${where(issue)}: ${issue.message}`
  return sendAuthError(reply, 400, 400, message)
}

/** Group E: `{error_code, message}`; a query's first problem, or every problem of a body. */
function groupE(reply: FastifyReply, error: z.ZodError, part: InputPart): FastifyReply {
  if (part === 'body') {
    const detail = error.issues
      .map((i) => `${i.path.length > 0 ? where(i) : 'body'}: ${i.message}`)
      .join('; ')
    return sendGroupEError(reply, 400, 'INVALID_REQUEST', detail)
  }
  const issue = error.issues[0]
  const unknown = issue === undefined ? undefined : unknownNames(issue)
  const message =
    issue === undefined
      ? 'invalid query'
      : unknown !== undefined
        ? `unknown query parameter(s): ${unknown}`
        : where(issue) === ''
          ? issue.message
          : `${where(issue)}: ${issue.message}`
  return sendGroupEError(reply, 400, ownCode(issue) ?? 'INVALID_PARAMETER', message)
}

/**
 * The 400 of a query or body its declared schema refused, in the error body of the route's group
 * (errors.ts). A route that words it otherwise says so in its declaration (`refuse`).
 */
export function refuseInput(
  reply: FastifyReply,
  group: 'A' | 'B' | 'C' | 'D' | 'E',
  error: z.ZodError,
  part: InputPart,
): FastifyReply {
  if (group === 'B') return groupB(reply, error)
  if (group === 'E') return groupE(reply, error, part)
  return groupA(reply, error, part)
}

/**
 * For a route whose schema words every problem in full (`{ error: … }` on each field, refinements at
 * the root): the message as written, unknown names before anything else, the code a refinement
 * names (`params.code`) or the group's.
 */
export function refuseAsWorded(
  reply: FastifyReply,
  group: 'A' | 'E',
  error: z.ZodError,
  part: InputPart,
): FastifyReply {
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0]
  const unknown = issue === undefined ? undefined : unknownNames(issue)
  const message =
    unknown !== undefined ? `unknown query parameter(s): ${unknown}` : (issue?.message ?? `invalid ${part}`)
  if (group === 'E') return sendGroupEError(reply, 400, ownCode(issue) ?? 'INVALID_PARAMETER', message)
  return sendGroupAError(
    reply,
    400,
    ownCode(issue) ?? (part === 'query' ? 'INVALID_QUERY' : 'INVALID_REQUEST'),
    message,
  )
}
