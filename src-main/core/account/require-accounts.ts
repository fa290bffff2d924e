import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import type { TradingAccounts } from '../profiles/profile'

/** The account numbers every account or order call needs; a profile without them gets a clear error. */
export function requireAccounts(accounts: TradingAccounts | null): TradingAccounts {
  if (accounts !== null) return accounts
  throw new CoreError(
    bridgeError(
      'not-found',
      'no-accounts',
      'This profile has no account numbers yet: add them to the profile to see accounts and orders.',
    ),
  )
}

export type Bearer = (scope: 'query' | 'trading') => Promise<string>
