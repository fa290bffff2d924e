import type { AuthStatus, TokenState } from '../../../src-shared/bridge/contract'
import { bridgeError, type BridgeError } from '../../../src-shared/bridge/errors'
import { otpRequestResultSchema, tokenRecordSchema, type TokenRecord } from '../../../src-shared/schemas/auth'
import { brokerTextOf, CoreError, toBridgeError } from '../errors/to-bridge-error'
import type { HttpClient } from '../http/http-client'
import { MAX_TIMER_MS, systemClock, type Clock, type TimerId } from '../clock/clock'
import { knownSecrets } from '../logging/known-secrets'

export interface ApiCredentials {
  apiKey: string
  apiSecret: string
}

export interface TokenManagerOptions {
  /** Client of `{auth_url}`. */
  http: HttpClient
  credentials: () => Promise<ApiCredentials | null>
  /** The core's clock: expiries, the approval deadline, renewals and the expiry check run on it. */
  clock?: Clock
  /** How often a pending app approval is checked. */
  approvalPollMs?: number
  /** Renew this long before expiry (at most half the token's remaining life). */
  renewAheadMs?: number
  /**
   * How often held tokens are checked against the broker's clock. Timers do not run while the
   * machine sleeps, so a renewal due during the night fires late, or a clock jump seen in a Date
   * header leaves a token dead before its timer; this check catches both. Default 2 s.
   */
  checkEveryMs?: number
}

interface Held {
  record: TokenRecord
  scope: 'query' | 'trading'
}

const APPROVAL_WINDOW_MS = 30_000

const tradingGone = (why: string) =>
  bridgeError('auth', 'trading-token-gone', `${why} The trading token is gone: ask for a new one to trade.`)

/**
 * Owns the access tokens of one API key (group B). A query token is fetched at start; a trading
 * token only when the user asks, through an SMS/e-mail OTP or an app approval whose 30-second
 * deadline is part of the state the UI shows. Tokens are renewed with the refresh token before they
 * expire. Tokens never leave this object except as an Authorization header.
 */
export class TokenManager {
  private query: Held | undefined
  private trading: Held | undefined
  private pending:
    | { kind: 'otp'; message: string }
    | { kind: 'approval'; transactionId: string; deadline: number; message: string }
    | undefined
  private lastError: BridgeError | null = null
  private readonly listeners = new Set<(status: AuthStatus) => void>()
  private readonly timers = new Set<TimerId>()
  private stopped = false
  private readonly clock: Clock
  private readonly now: () => number
  /** One recovery of the query token at a time, however many requests were refused together. */
  private recovering: Promise<void> | undefined
  private readonly checker: TimerId

  constructor(private readonly options: TokenManagerOptions) {
    this.clock = options.clock ?? systemClock
    this.now = () => this.clock.now()
    this.checker = this.clock.setInterval(() => void this.recheck(), options.checkEveryMs ?? 2_000, {
      unref: true,
    })
  }

  status(): AuthStatus {
    return { token: this.tokenState(), lastError: this.lastError }
  }

  onChange(listener: (status: AuthStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Obtains the query token. Failures are kept in the status, not thrown. */
  async start(): Promise<AuthStatus> {
    try {
      await this.issueQuery()
      this.lastError = null
    } catch (err) {
      this.lastError = toBridgeError(err)
    }
    this.changed()
    return this.status()
  }

  /** The Authorization header for a call; a trading call without a trading token is refused. */
  async bearer(scope: 'query' | 'trading'): Promise<string> {
    if (scope === 'trading') {
      if (this.valid(this.trading)) return `Bearer ${this.trading!.record.accessToken}`
      throw new CoreError(
        bridgeError(
          'otp-required',
          'trading-token-required',
          'This action needs a trading token: confirm with an OTP or the app.',
        ),
      )
    }
    if (this.valid(this.trading)) return `Bearer ${this.trading!.record.accessToken}`
    if (!this.valid(this.query)) await this.recoverQuery()
    return `Bearer ${this.query!.record.accessToken}`
  }

  /**
   * The broker refused `authorization` with a 401: whatever our clock says, that token is dead.
   * It is dropped at once (a trading token is not renewed behind the user's back: the UI says it
   * is gone), and for a read the header of a new query token is returned, got by the refresh token
   * first, then by the key and secret. Undefined when none could be got.
   */
  async unauthorized(authorization: string, replace: boolean): Promise<string | undefined> {
    const token = authorization.replace(/^Bearer\s+/i, '')
    if (this.trading?.record.accessToken === token) {
      this.dropTrading(
        tradingGone('The broker no longer accepts the trading token (it expired or the broker restarted).'),
      )
    } else if (this.query?.record.accessToken === token) {
      this.stale = this.query
      this.query = undefined
      this.changed()
    }
    if (!replace) {
      void this.recoverQuery().catch(() => undefined)
      return undefined
    }
    try {
      return await this.bearer('query')
    } catch {
      return undefined
    }
  }

  /** The header of a token already held, without asking the broker for one (board polling). */
  currentBearer(): string | undefined {
    const held = this.valid(this.trading) ? this.trading : this.valid(this.query) ? this.query : undefined
    return held ? `Bearer ${held.record.accessToken}` : undefined
  }

  /** Asks the broker for a second factor: an OTP by SMS or e-mail, or an app approval. */
  async requestTrading(): Promise<AuthStatus> {
    const creds = await this.requireCredentials()
    try {
      const result = await this.options.http.request({
        method: 'POST',
        path: '/api/v3/auth/requestOtp',
        schema: otpRequestResultSchema,
        body: { apiKey: creds.apiKey, apiSecret: creds.apiSecret },
        priority: 'user',
      })
      // The broker's words say where the code went (a masked phone or e-mail), so they are shown,
      // but scrubbed and bounded: a broker that echoes the request must not put the secret on screen.
      const said = result.message ?? result.msg
      const message = said ? knownSecrets.brokerWords(said, 200) : 'A one-time password was sent.'
      if (result.code !== undefined && Number(result.code) !== 0) {
        // A refusal inside an HTTP 200 (SSI's envelope carries its own code): no code was sent, so
        // the user must not be told to type one.
        this.lastError = bridgeError('auth', 'otp-not-sent', `The broker sent no code: ${message}`)
        this.changed()
        return this.status()
      }
      if (result.transactionId) {
        const deadline = this.now() + APPROVAL_WINDOW_MS
        this.pending = { kind: 'approval', transactionId: result.transactionId, deadline, message }
        this.pollApproval(result.transactionId, deadline)
      } else {
        this.pending = { kind: 'otp', message }
      }
      this.lastError = null
    } catch (err) {
      this.lastError = toBridgeError(err)
    }
    this.changed()
    return this.status()
  }

  /** Exchanges the OTP the user typed for a trading token. */
  async submitOtp(otp: string): Promise<AuthStatus> {
    const creds = await this.requireCredentials()
    try {
      const record = await this.issue(creds, { otp })
      this.setTrading(record)
      this.pending = undefined
      this.lastError = null
    } catch (err) {
      this.lastError = otpError(toBridgeError(err), brokerTextOf(err))
    }
    this.changed()
    return this.status()
  }

  /** Gives up a pending OTP or approval, or drops the trading token. */
  cancelTrading(): AuthStatus {
    this.pending = undefined
    this.trading = undefined
    this.changed()
    return this.status()
  }

  stop(): void {
    this.stopped = true
    this.clock.clearInterval(this.checker)
    for (const t of this.timers) this.clock.clearTimeout(t)
    this.timers.clear()
    this.listeners.clear()
  }

  private tokenState(): TokenState {
    const now = this.now()
    if (this.valid(this.trading)) return { state: 'trading', until: this.localExpiry(this.trading!) }
    if (this.pending?.kind === 'approval' && this.pending.deadline > now) {
      return { state: 'approval-pending', deadline: this.pending.deadline, message: this.pending.message }
    }
    const queryUntil = this.valid(this.query) ? this.localExpiry(this.query!) : null
    if (this.pending?.kind === 'otp')
      return { state: 'otp-required', message: this.pending.message, queryUntil }
    if (queryUntil !== null) return { state: 'query', until: queryUntil }
    return { state: 'none', reason: this.lastError?.message ?? 'No token yet.' }
  }

  /** Expiries are moments on the auth server's clock; this is when they fall on ours. */
  private localExpiry(held: Held): number {
    return this.options.http.clock.toLocal(held.record.expiresAt * 1000)
  }

  private valid(held: Held | undefined): boolean {
    return held !== undefined && this.localExpiry(held) > this.now() + 1_000
  }

  private async requireCredentials(): Promise<ApiCredentials> {
    const creds = await this.options.credentials()
    if (!creds)
      throw new CoreError(bridgeError('auth', 'no-credentials', 'No API key is set for this profile.'))
    knownSecrets.add(creds.apiKey, creds.apiSecret)
    return creds
  }

  private async issue(
    creds: ApiCredentials,
    factor: { otp?: string; transactionId?: string } = {},
  ): Promise<TokenRecord> {
    knownSecrets.add(factor.otp)
    try {
      return remember(
        await this.options.http.request({
          method: 'POST',
          path: '/api/v3/auth/token',
          schema: tokenRecordSchema,
          body: { apiKey: creds.apiKey, apiSecret: creds.apiSecret, ...factor },
          priority: 'user',
        }),
      )
    } finally {
      knownSecrets.forget(factor.otp)
    }
  }

  private refresh(refreshToken: string): Promise<TokenRecord> {
    return this.options.http
      .request({
        method: 'POST',
        path: '/api/v3/auth/refresh',
        schema: tokenRecordSchema,
        body: { refreshToken },
        priority: 'user',
      })
      .then(remember)
  }

  private async issueQuery(): Promise<void> {
    const record = await this.issue(await this.requireCredentials())
    this.query = { record, scope: 'query' }
    this.stale = undefined
    this.scheduleRenewal('query')
  }

  /** The last query token the broker refused or that expired: its refresh token may still serve. */
  private stale: Held | undefined

  /** A new query token: by the refresh token of the last one if it still lives, else by key and secret. */
  private recoverQuery(): Promise<void> {
    this.recovering ??= (async () => {
      const last = this.stale
      const serverNow = this.options.http.clock.serverNow() / 1000
      if (last && last.record.refreshExpiresAt > serverNow + 1) {
        try {
          this.query = { record: await this.refresh(last.record.refreshToken), scope: 'query' }
          this.stale = undefined
          this.scheduleRenewal('query')
          return
        } catch {
          // Refused too (e.g. the broker restarted and knows none of our tokens): use the key.
        }
      }
      await this.issueQuery()
    })()
      .then(
        () => {
          // The news that the trading token is gone stays until the user asks for a new one.
          if (this.lastError?.code !== 'trading-token-gone') this.lastError = null
        },
        (err: unknown) => {
          this.lastError = toBridgeError(err)
          throw err
        },
      )
      .finally(() => {
        this.recovering = undefined
        this.changed()
      })
    return this.recovering
  }

  private dropTrading(error: BridgeError): void {
    if (this.trading === undefined) return
    this.trading = undefined
    this.lastError = error
    this.changed()
  }

  /**
   * Held tokens against the broker's clock, now: a trading token past its expiry is gone (said so),
   * a query token past it is replaced. Runs on an interval, so it also runs right after the machine
   * wakes, and whenever a Date header has shown the broker's clock jumped.
   */
  private async recheck(): Promise<void> {
    if (this.stopped) return
    if (this.trading && !this.valid(this.trading)) {
      this.dropTrading(tradingGone('The trading token expired.'))
    }
    if (this.query && !this.valid(this.query) && this.recovering === undefined) {
      this.stale = this.query
      this.query = undefined
      await this.recoverQuery().catch(() => undefined)
    }
  }

  private setTrading(record: TokenRecord): void {
    this.trading = { record, scope: 'trading' }
    this.scheduleRenewal('trading')
  }

  private later(ms: number, fn: () => Promise<void> | void): void {
    if (this.stopped) return
    const timer = this.clock.setTimeout(
      () => {
        this.timers.delete(timer)
        void fn()
      },
      Math.max(0, Math.min(ms, MAX_TIMER_MS)),
    )
    this.timers.add(timer)
  }

  private scheduleRenewal(scope: 'query' | 'trading'): void {
    const held = scope === 'query' ? this.query : this.trading
    if (!held) return
    const life = this.localExpiry(held) - this.now()
    const ahead = Math.min(this.options.renewAheadMs ?? 5 * 60_000, life / 2)
    this.later(life - ahead, () => this.renew(scope, held))
  }

  /**
   * Refresh keeps the scope: a trading token stays a trading token without a new OTP, while it is
   * still valid. A timer that fired late (the machine slept) is not trusted: a token found expired
   * on the broker's clock is handled by `recheck` instead (a trading token is then gone).
   */
  private async renew(scope: 'query' | 'trading', held: Held): Promise<void> {
    const current = scope === 'query' ? this.query : this.trading
    if (current !== held) return
    if (!this.valid(held)) {
      await this.recheck()
      return
    }
    try {
      const record = await this.refresh(held.record.refreshToken)
      if (scope === 'query') {
        this.query = { record, scope }
        this.scheduleRenewal('query')
      } else this.setTrading(record)
      if (scope === 'trading' || this.lastError?.code !== 'trading-token-gone') this.lastError = null
    } catch (err) {
      this.lastError = toBridgeError(err)
      if (scope === 'query') {
        // A failed refresh is not fatal for queries: the key and secret can issue a new one.
        await this.issueQuery().catch((e: unknown) => (this.lastError = toBridgeError(e)))
      } else this.trading = undefined
    }
    this.changed()
  }

  /**
   * Asks the token endpoint with the transactionId until the user answers in the app or the 30
   * seconds run out. The broker says why it refuses only in words, so those are read here.
   */
  private pollApproval(transactionId: string, deadline: number): void {
    const expired = bridgeError(
      'auth',
      'approval-expired',
      'The app approval expired after 30 seconds. Ask again.',
    )
    const settle = (error: BridgeError | null): void => {
      this.pending = undefined
      this.lastError = error
      this.changed()
    }
    const poll = async (): Promise<void> => {
      const pending = this.pending
      if (pending?.kind !== 'approval' || pending.transactionId !== transactionId) return
      if (this.now() >= deadline) {
        settle(expired)
        return
      }
      try {
        const creds = await this.requireCredentials()
        this.setTrading(await this.issue(creds, { transactionId }))
        settle(null)
      } catch (err) {
        const error = toBridgeError(err)
        const words = brokerTextOf(err)
        if (/reject/i.test(words)) {
          settle({ ...error, code: 'approval-rejected', message: 'The approval was rejected in the app.' })
        } else if (/expired/i.test(words)) {
          settle(expired)
        } else {
          // Not approved yet: ask again until the deadline.
          this.later(this.options.approvalPollMs ?? 2_000, poll)
        }
      }
    }
    this.later(this.options.approvalPollMs ?? 2_000, poll)
  }

  private changed(): void {
    const status = this.status()
    for (const listener of this.listeners) listener(status)
  }
}

/** The token endpoint answers a bad or stale code with 401 `{code, msg}`; say which in words. */
function otpError(error: BridgeError, brokerText: string): BridgeError {
  if (error.kind !== 'auth') return error
  if (/expired/i.test(brokerText))
    return { ...error, code: 'otp-expired', message: 'The OTP expired. Ask for a new one.' }
  return { ...error, code: 'otp-invalid', message: 'The OTP is wrong. Check the code and try again.' }
}

/** Every token we hold is a value to scrub from any text shown or logged. */
function remember(record: TokenRecord): TokenRecord {
  knownSecrets.add(record.accessToken, record.refreshToken)
  return record
}
