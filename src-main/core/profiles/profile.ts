import { DEMO_PROFILE_ID } from '../../../src-shared/schemas/settings'
import type { Profile } from '../settings/profile'

export type { Profile, TradingAccounts } from '../settings/profile'

/**
 * The demo profile, built at run time from the embedded simulator's URL (a free port, different at
 * every launch), which is why it is never stored. The simulator serves all four base addresses.
 */
export function demoProfile(simulatorUrl: string): Profile {
  return {
    id: DEMO_PROFILE_ID,
    name: 'Demo (simulator)',
    kind: 'demo',
    baseUrl: simulatorUrl,
    authUrl: simulatorUrl,
    apiUrl: simulatorUrl,
    identityUrl: simulatorUrl,
    tier: 'free',
  }
}
