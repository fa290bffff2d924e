import { randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { SimClock } from '../../kit/clock/sim-clock'

/** A query token reads; a trading token (issued with an OTP or an approved transaction) may also cancel and place. */
export type TokenScope = 'query' | 'trading'

export interface TokenClaims {
  apiKey: string
  userId: string
  scope: TokenScope
  kind: 'access' | 'refresh'
  /** Unix seconds on the simulator clock. */
  exp: number
}

export interface TokenRecord {
  tokenType: 'Bearer'
  accessToken: string
  expiresAt: number
  refreshToken: string
  refreshExpiresAt: number
}

/** Lifetimes (api-facts §2, proposed): access 8 h, refresh 24 h beyond the access expiry. */
export const accessLifetimeSeconds = 8 * 3600
export const refreshExtraSeconds = 24 * 3600

/** One secret per process: tokens from another simulator process never verify here. */
const secret = randomBytes(32)
const issuer = 'brokerage-simulator'

/** JWTs signed HS256; expiry is judged on the simulator clock, so moving the clock expires them. */
export class TokenService {
  private serial = 0

  constructor(private readonly clock: SimClock) {}

  async issue(apiKey: string, userId: string, scope: TokenScope): Promise<TokenRecord> {
    const now = Math.floor(this.clock.now() / 1000)
    const expiresAt = now + accessLifetimeSeconds
    const refreshExpiresAt = expiresAt + refreshExtraSeconds
    // jti keeps two tokens issued in the same second distinct.
    const sign = (kind: 'access' | 'refresh', exp: number): Promise<string> =>
      new SignJWT({ apiKey, scope, kind })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(`${now}-${++this.serial}`)
        .sign(secret)
    return {
      tokenType: 'Bearer',
      accessToken: await sign('access', expiresAt),
      expiresAt,
      refreshToken: await sign('refresh', refreshExpiresAt),
      refreshExpiresAt,
    }
  }

  /**
   * An implicit-flow token of the identity server (group C): long-lived, carrying OAuth scopes
   * instead of a query/trading scope, so group A endpoints refuse it.
   */
  async issueIdentity(userId: string, scopes: readonly string[], lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000)
    return new SignJWT({ kind: 'identity', scopes: [...scopes], client: 'identity' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .setJti(`${now}-${++this.serial}`)
      .sign(secret)
  }

  /** Scopes of a valid identity token, or a reason it is not one. */
  async verifyIdentity(token: string): Promise<{ userId: string; scopes: string[] } | { invalid: string }> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer,
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      })
      const scopes = payload.scopes
      if (payload.kind !== 'identity' || typeof payload.sub !== 'string' || !Array.isArray(scopes)) {
        return { invalid: 'not an identity-server token' }
      }
      return { userId: payload.sub, scopes: scopes.filter((s): s is string => typeof s === 'string') }
    } catch (error) {
      const code = (error as { code?: unknown }).code
      return { invalid: code === 'ERR_JWT_EXPIRED' ? 'token expired' : 'token invalid' }
    }
  }

  /** The claims of a valid token, or a reason it is not valid. */
  async verify(token: string): Promise<TokenClaims | { invalid: string }> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer,
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      })
      const { apiKey, scope, kind, sub, exp } = payload
      if (
        typeof apiKey !== 'string' ||
        (scope !== 'query' && scope !== 'trading') ||
        (kind !== 'access' && kind !== 'refresh') ||
        typeof sub !== 'string' ||
        typeof exp !== 'number'
      ) {
        return { invalid: 'token claims are not the simulator’s' }
      }
      return { apiKey, scope, kind, userId: sub, exp }
    } catch (error) {
      const code = (error as { code?: unknown }).code
      return { invalid: code === 'ERR_JWT_EXPIRED' ? 'token expired' : 'token invalid' }
    }
  }
}
