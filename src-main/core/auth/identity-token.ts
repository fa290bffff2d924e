import { randomBytes } from 'node:crypto'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import { insecureUrlReason } from '../http/url-policy'
import { knownSecrets } from '../logging/known-secrets'
import { systemClock, type Clock } from '../clock/clock'

export interface IdentityTokenOptions {
  identityUrl: string
  clientId?: string
  /** Never visited: the token is read from the redirect's fragment before anything follows it. */
  redirectUri?: string
  /** The core's clock: the token's life. */
  clock?: Pick<Clock, 'now'>
}

/**
 * The `symbols-read` token for corporate-event search (group C), through the OAuth 2.0 implicit
 * flow at `{identity_url}/connect/authorize`. An identity server that hands the token straight back
 * (the simulator's demo user) answers 302 with it in the fragment; one that shows a login page
 * instead needs the user to sign in, which is reported as such.
 */
export class IdentityToken {
  private token: { value: string; until: number } | undefined
  private pending: Promise<string> | undefined
  private readonly clock: Pick<Clock, 'now'>

  constructor(private readonly options: IdentityTokenOptions) {
    this.clock = options.clock ?? systemClock
  }

  async bearer(): Promise<string> {
    if (this.token && this.token.until > this.clock.now() + 60_000) return `Bearer ${this.token.value}`
    this.pending ??= this.fetch().finally(() => (this.pending = undefined))
    return `Bearer ${await this.pending}`
  }

  private async fetch(): Promise<string> {
    const state = randomBytes(16).toString('base64url')
    const url = new URL(`${this.options.identityUrl.replace(/\/+$/, '')}/connect/authorize`)
    url.search = new URLSearchParams({
      response_type: 'token',
      client_id: this.options.clientId ?? 'vn-trading-workstation',
      redirect_uri: this.options.redirectUri ?? 'http://127.0.0.1/oauth/callback',
      scope: 'symbols-read',
      state,
    }).toString()
    const insecure = insecureUrlReason(url.href)
    if (insecure !== null) {
      throw new CoreError(
        bridgeError('validation', 'insecure-url', `The identity server address ${insecure}.`),
      )
    }
    let response: Response
    try {
      response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(8_000) })
    } catch {
      throw new CoreError(
        bridgeError('network', 'unreachable', `Cannot reach the identity server ${url.host}.`),
      )
    }
    const location = response.headers.get('location')
    if (response.status !== 302 || !location) {
      throw new CoreError(
        bridgeError(
          'auth',
          'login-required',
          'The identity server asks for a sign-in before events can be searched.',
          {
            status: response.status,
          },
        ),
      )
    }
    const fragment = new URLSearchParams(new URL(location).hash.slice(1))
    const error = fragment.get('error')
    if (error) {
      // Its code (an OAuth error code) is kept when it is a plain token; its description is the
      // server's own text, so it is not shown (see http/error-from-response.ts).
      const code = /^[A-Za-z0-9_.-]{1,64}$/.test(error) ? error : 'identity-refused'
      throw new CoreError(
        bridgeError('auth', code, `The identity server refused to issue a token (code ${code}).`),
      )
    }
    const token = fragment.get('access_token')
    // The state binds the answer to this request: a mismatch means it is not ours.
    if (!token || fragment.get('state') !== state) {
      throw new CoreError(
        bridgeError(
          'bad-response',
          'bad-authorize-redirect',
          'The identity server answered without a usable token.',
        ),
      )
    }
    knownSecrets.add(token)
    const expiresIn = Number(fragment.get('expires_in'))
    this.token = {
      value: token,
      until: this.clock.now() + (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : 3_600_000),
    }
    return token
  }
}
