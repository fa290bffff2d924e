import { createHash, createHmac, randomUUID } from 'node:crypto'

export interface SigningKey {
  apiKey: string
  apiSecret: string
}

/**
 * Tier-2 headers of group E, as the official clients make them (api-facts §5.2): the signing string is
 * `{timestamp}\n{METHOD}\n{path?query}\n` without a body and `…\n{bodyHash}` with one; the signature
 * is lowercase hex HMAC-SHA256 keyed by the API secret; the body hash is hex SHA-256 of the exact
 * bytes sent. Every call gets a fresh nonce. `nowMs` is the broker's clock, not this machine's: the
 * broker refuses a timestamp more than 5 minutes from its own.
 */
export function signatureHeaders(input: {
  key: SigningKey
  method: string
  pathAndQuery: string
  body: string | undefined
  nowMs: number
}): Record<string, string> {
  const timestamp = String(Math.round(input.nowMs))
  const method = input.method.toUpperCase()
  const bodyHash =
    input.body === undefined || input.body === ''
      ? undefined
      : createHash('sha256').update(input.body).digest('hex')
  const payload = `${timestamp}\n${method}\n${input.pathAndQuery}\n${bodyHash ?? ''}`
  return {
    'X-SVC-APIKEY': input.key.apiKey,
    'X-SVC-TIMESTAMP': timestamp,
    'X-SVC-NONCE': randomUUID(),
    'X-SVC-SIGNATURE': createHmac('sha256', input.key.apiSecret).update(payload).digest('hex'),
    ...(bodyHash === undefined ? {} : { 'X-SVC-BODYHASH': bodyHash }),
  }
}
