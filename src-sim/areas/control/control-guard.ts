import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendGroupAError } from '../../kit/http/errors'
import { isControlPath, SIM_CONTROL_HEADER } from '../../kit/control/control-client'
import { isLoopback } from './loopback'

/**
 * The door of `/__sim/*`. The control API can reset the market, move the clock and hand out the
 * demo key and secret, so it answers only a caller on this machine (loopback address), that names
 * this server as Host and comes from no other Origin (a web page, or a DNS name rebound to
 * 127.0.0.1), and that presents the per-launch token in `X-Sim-Control-Token`: a header a page
 * cannot send across origins without a preflight this server never grants.
 */

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest()

function tokenMatches(candidate: string | string[] | undefined, token: string): boolean {
  if (typeof candidate !== 'string') return false
  return timingSafeEqual(digest(candidate), digest(token))
}

/** The Host values a loopback client of this server may send: `127.0.0.1`, `localhost`, `[::1]`. */
function ownHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]
}

/** Answers a refused control call; undefined when the call may go on. */
export async function guardControl(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<FastifyReply | undefined> {
  // `request.url` is already canonical (see canonical-url.ts); lower case as well, so no spelling
  // of the prefix slips past.
  if (!isControlPath((request.url.split('?')[0] ?? '').toLowerCase())) return undefined
  if (!isLoopback(request.socket.remoteAddress)) {
    return sendGroupAError(reply, 403, 'FORBIDDEN', 'the control API answers loopback callers only')
  }
  const hosts = ownHosts(request.socket.localPort ?? 0)
  const host = request.headers.host?.toLowerCase()
  if (host === undefined || !hosts.includes(host)) {
    return sendGroupAError(reply, 403, 'FORBIDDEN', 'the control API answers its own Host only')
  }
  const origin = request.headers.origin?.toLowerCase()
  if (origin !== undefined && !hosts.some((h) => origin === `http://${h}`)) {
    return sendGroupAError(reply, 403, 'FORBIDDEN', 'the control API answers no other origin')
  }
  if (!tokenMatches(request.headers[SIM_CONTROL_HEADER.toLowerCase()], token)) {
    return sendGroupAError(
      reply,
      401,
      'UNAUTHORIZED',
      `the control API needs the header ${SIM_CONTROL_HEADER} with this launch's control token`,
    )
  }
  return undefined
}
