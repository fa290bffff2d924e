import { z } from 'zod'
import type { ConnectionCheck } from '../../../src-shared/bridge/areas/profiles'
import { cashInvestmentsSchema } from '../../../src-shared/schemas/account'
import { indexRealtimeSchema } from '../../../src-shared/schemas/index-realtime'
import { userMeSchema } from '../../../src-shared/schemas/trading'
import { TokenManager, type ApiCredentials } from '../auth/token-manager'
import { toBridgeError } from '../errors/to-bridge-error'
import { createHttpClient } from '../http/http-client'
import { BrokerClock } from '../clock/broker-clock'
import { createSvcClient } from '../auth/svc-client'
import type { Profile, TradingAccounts } from './profile'

/** Short: the user is waiting in front of the profiles screen, and an unreachable host should say so soon. */
const checkTimeoutMs = 5_000

/**
 * "Test connection" of the profiles screen: one request of each kind a profile needs, with the
 * profile's own addresses and the vault's key and secret (which never leave the core), on clients
 * of their own so the active profile's tokens, quota and clock are untouched. Each check says ok or
 * why not, in words; one failing does not stop the others.
 */
export async function testConnection(input: {
  profile: Pick<Profile, 'baseUrl' | 'authUrl' | 'apiUrl'>
  credentials: ApiCredentials | null
  accounts: TradingAccounts | null
}): Promise<ConnectionCheck[]> {
  const { profile, credentials } = input
  if (credentials === null) {
    const message = 'No API key and secret are stored for this profile.'
    return checkIds.map((id) => ({
      id,
      ok: false,
      message,
      problem: { kind: 'auth', code: 'no-credentials' },
    }))
  }
  // Its own broker clock: the active profile's is not touched by a trial of another profile.
  const brokerClock = new BrokerClock({ brokerUrls: [profile.authUrl, profile.baseUrl, profile.apiUrl] })
  const client = (baseUrl: string) => createHttpClient({ baseUrl, brokerClock, timeoutMs: checkTimeoutMs })
  const api = client(profile.apiUrl)

  const tier1 = run('tier1', async () => {
    await api.request({
      path: '/market/index-realtime',
      schema: indexRealtimeSchema,
      query: { index: 'VNINDEX' },
      headers: { 'X-SVC-APIKEY': credentials.apiKey },
      rateLimit: { retries: 0 },
    })
    return 'Market data (API key only) answered.'
  })

  const tier2 = run('tier2', async () => {
    const svc = createSvcClient({ http: api, key: () => Promise.resolve(credentials) })
    const me = await svc.signed({ path: '/users/v1/users/me', schema: userMeSchema, retry429: false })
    return `Signed request accepted (user ${me.data.user_id}).`
  })

  const groupA = run('groupA', async () => {
    const tokens = new TokenManager({
      http: client(profile.authUrl),
      credentials: () => Promise.resolve(credentials),
    })
    try {
      const authorization = await tokens.bearer('query')
      const http = client(profile.baseUrl)
      const accountNo = input.accounts?.normal
      if (accountNo === undefined) {
        await http.request({
          path: '/tartarus/v1/tickerCommons',
          schema: z.unknown(),
          query: { tickers: 'FPT' },
          headers: { authorization },
          rateLimit: { retries: 0 },
        })
        return 'Query token issued and the price query answered (no account numbers set yet).'
      }
      await http.request({
        path: `/aion/v1/accounts/${encodeURIComponent(accountNo)}/cashInvestments`,
        schema: cashInvestmentsSchema,
        query: { pageIndex: 1, pageSize: 1 },
        headers: { authorization },
        rateLimit: { retries: 0 },
      })
      return `Query token issued and the cash balance of ${accountNo} answered.`
    } finally {
      tokens.stop()
    }
  })

  return Promise.all([tier1, tier2, groupA])
}

const checkIds = ['tier1', 'tier2', 'groupA'] as const

/** What a refusal most likely means for someone setting up a profile, beside the broker's code. */
const hints: Record<string, string> = {
  INVALID_SIGNATURE: 'The signature was refused: the API secret is probably wrong.',
  INVALID_API_KEY: 'The API key is not known to this broker.',
  TIMESTAMP_EXPIRED: "This machine's clock is too far from the broker's.",
}

async function run(id: ConnectionCheck['id'], check: () => Promise<string>): Promise<ConnectionCheck> {
  try {
    return { id, ok: true, message: await check(), problem: null }
  } catch (error) {
    const detail = toBridgeError(error)
    const hint = hints[detail.code]
    return {
      id,
      ok: false,
      message: hint === undefined ? detail.message : `${hint} ${detail.message}`,
      problem: { kind: detail.kind, code: detail.code },
    }
  }
}
