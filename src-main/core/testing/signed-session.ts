import type { Simulator } from '../../../src-sim/server'
import { createIdentity } from '../account/sub-accounts'
import { SecondFactorSession } from '../auth/second-factor-session'
import { memorySessionStore } from '../auth/session-store'
import { createSvcClient } from '../auth/svc-client'
import type { HttpClient } from '../http/http-client'

/**
 * The demo key's signed group E client with a second-factor session made active with the code the
 * simulator last sent, and its identity read: what placing an order needs, as the app has it once
 * the trader entered the code.
 */
export async function activeSignedSession(sim: Simulator, http: HttpClient) {
  const world = sim.context.world
  const key = world.keys.demo
  const svc = createSvcClient({ http, key: async () => ({ apiKey: key.apiKey, apiSecret: key.apiSecret }) })
  const identity = createIdentity(svc)
  const session = new SecondFactorSession(svc, memorySessionStore())
  await session.request()
  const code = world.secondFactor.messages().at(-1)?.code ?? ''
  if ((await session.verify(code)).state !== 'active') throw new Error('no second-factor session')
  await identity.get()
  return { key, svc, identity, session }
}
