import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { redirectPageHtml } from './redirect-page'

/**
 * Headers every response carries. No CORS header is ever sent: the shell serves only itself.
 * Non-page responses get a CSP that allows nothing, so a file opened directly cannot run anything.
 */
export const baseHeaders: Readonly<OutgoingHttpHeaders> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

/** A short plain-text answer, used for every refusal and error. */
export function sendText(
  res: ServerResponse,
  status: number,
  body: string = STATUS_CODES[status] ?? 'Error',
  headers: OutgoingHttpHeaders = {},
): void {
  const bytes = Buffer.from(`${body}\n`, 'utf8')
  res.writeHead(status, {
    ...baseHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(bytes)
}

/**
 * A page that goes on to `location` at once and sets the given cookie: a redirect that the browser
 * counts as started by this origin (see redirect-page.ts).
 */
export function sendMoveOnPage(res: ServerResponse, location: string, cookie: string): void {
  const bytes = Buffer.from(redirectPageHtml(location), 'utf8')
  res.writeHead(200, {
    ...baseHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    'Set-Cookie': cookie,
  })
  res.end(bytes)
}

/**
 * Refuses a WebSocket upgrade before any WebSocket exists: the raw socket gets a plain HTTP
 * answer and is closed, so the client sees the status code.
 */
export function rejectUpgrade(
  socket: Duplex,
  status: number,
  body: string = STATUS_CODES[status] ?? 'Error',
): void {
  const bytes = Buffer.from(`${body}\n`, 'utf8')
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${bytes.length}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    '',
    '',
  ].join('\r\n')
  if (socket.writable) socket.end(Buffer.concat([Buffer.from(head, 'latin1'), bytes]))
  else socket.destroy()
}
