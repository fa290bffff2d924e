import { subAccountsSchema, userMeSchema } from '../../../src-shared/schemas/trading'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import type { SvcClient } from '../auth/svc-client'
import { brokerPath } from '../http/broker-path'

export interface TradingIdentity {
  userId: string
  /** The sub-account orders go to: paths take `id`, bodies `ext`. */
  ordering: { id: string; ext: string }
}

/**
 * The bootstrap of group E (api-facts §5.3): the user id, then the sub-accounts; orders go to the one
 * whose `sub_account_ext` ends in `.4`. Kept for the life of the client, fetched again after a 401.
 */
export function createIdentity(svc: SvcClient) {
  let cached: Promise<TradingIdentity> | null = null
  const load = async (): Promise<TradingIdentity> => {
    // At account priority: the account panel's holdings wait on these, not behind board polls.
    const me = await svc.signed({ path: '/users/v1/users/me', schema: userMeSchema, priority: 'account' })
    const userId = me.data.user_id
    const subs = await svc.signed({
      path: brokerPath`/users/v1/users/${userId}/sub-accounts`,
      schema: subAccountsSchema,
      priority: 'account',
    })
    const ordering = subs.result.find((s) => s.sub_account_ext.endsWith('.4'))
    if (ordering === undefined) {
      throw new CoreError(
        bridgeError(
          'forbidden',
          'no-ordering-sub-account',
          'This user has no .4 sub-account, the only one the broker takes orders on.',
        ),
      )
    }
    return { userId, ordering: { id: ordering.id, ext: ordering.sub_account_ext } }
  }
  return {
    get(): Promise<TradingIdentity> {
      cached ??= load().catch((error: unknown) => {
        cached = null
        throw error
      })
      return cached
    },
    /** After a 401 the ids may have changed (another key, another user): read them again next time. */
    forget(): void {
      cached = null
    },
  }
}
export type Identity = ReturnType<typeof createIdentity>
