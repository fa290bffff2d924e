import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { signatureWindowMs, type NonceCache } from '../state/identity/nonce-cache'

/** Tier-2 headers of group E (spec "Two tiers"; api-facts §5.2, with the spec's X-SVC- prefix). */
export const signedHeaders = {
  apiKey: 'x-svc-apikey',
  timestamp: 'x-svc-timestamp',
  nonce: 'x-svc-nonce',
  signature: 'x-svc-signature',
  bodyHash: 'x-svc-bodyhash',
  twoFactor: 'x-svc-2fa-token',
} as const

/**
 * The string the official clients sign (api-facts §5.2): without a body
 * `{timestamp}\n{METHOD}\n{path?query}\n`; with one `{timestamp}\n{METHOD}\n{path?query}\n{bodyHash}`.
 * Written here apart from the core's signer on purpose: the two meet only on the wire, so a mistake
 * on either side fails the tests instead of agreeing with itself.
 */
export function expectedSigningString(
  timestamp: string,
  method: string,
  pathAndQuery: string,
  bodyHash: string | undefined,
): string {
  return `${timestamp}\n${method.toUpperCase()}\n${pathAndQuery}\n${bodyHash ?? ''}`
}

export const sha256Hex = (bytes: string | Buffer): string => createHash('sha256').update(bytes).digest('hex')

export type SignatureFailure = { code: string; message: string }

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Checks a tier-2 request once its API key is known: timestamp within 5 minutes of the server clock,
 * the body hash (required exactly when there is a body), the signature, and last the nonce, so a
 * request refused for another reason does not use its nonce up.
 */
export function verifySignature(input: {
  method: string
  pathAndQuery: string
  headers: Record<string, string | string[] | undefined>
  rawBody: string | undefined
  apiKey: string
  apiSecret: string
  nowMs: number
  nonces: NonceCache
}): SignatureFailure | null {
  const timestamp = header(input.headers, signedHeaders.timestamp)
  const nonce = header(input.headers, signedHeaders.nonce)
  const signature = header(input.headers, signedHeaders.signature)
  if (timestamp === '' || nonce === '' || signature === '') {
    return {
      code: 'SIGNATURE_REQUIRED',
      message: 'X-SVC-TIMESTAMP, X-SVC-NONCE and X-SVC-SIGNATURE are required on this endpoint',
    }
  }
  if (!/^\d{13}$/.test(timestamp)) {
    return { code: 'INVALID_TIMESTAMP', message: 'X-SVC-TIMESTAMP must be Unix time in milliseconds' }
  }
  if (Math.abs(input.nowMs - Number(timestamp)) > signatureWindowMs) {
    return {
      code: 'TIMESTAMP_EXPIRED',
      message: `X-SVC-TIMESTAMP is more than 5 minutes from the server time (${input.nowMs})`,
    }
  }
  if (nonce.length > 128) return { code: 'INVALID_NONCE', message: 'X-SVC-NONCE is too long' }
  const hasBody = input.rawBody !== undefined && input.rawBody !== ''
  const bodyHash = header(input.headers, signedHeaders.bodyHash)
  if (hasBody) {
    if (bodyHash === '') {
      return { code: 'BODY_HASH_REQUIRED', message: 'X-SVC-BODYHASH is required when there is a body' }
    }
    if (bodyHash !== sha256Hex(input.rawBody ?? '')) {
      return {
        code: 'BODY_HASH_MISMATCH',
        message: 'X-SVC-BODYHASH is not the SHA-256 of the body as sent',
      }
    }
  }
  const expected = createHmac('sha256', input.apiSecret)
    .update(
      expectedSigningString(timestamp, input.method, input.pathAndQuery, hasBody ? bodyHash : undefined),
    )
    .digest('hex')
  const given = Buffer.from(signature, 'utf8')
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8'))) {
    return { code: 'INVALID_SIGNATURE', message: 'X-SVC-SIGNATURE does not match the request' }
  }
  if (!input.nonces.claim(input.apiKey, nonce, input.nowMs)) {
    return { code: 'NONCE_REUSED', message: 'X-SVC-NONCE was already used within 5 minutes' }
  }
  return null
}
