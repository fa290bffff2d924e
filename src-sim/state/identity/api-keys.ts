import { demoIdentity } from '../accounts/demo-identity'
import type { Prng } from '../market/prng'

export type Tier = 'Free' | 'Pro' | 'Enterprise'
export const tiers: readonly Tier[] = ['Free', 'Pro', 'Enterprise']

/** How the key's owner confirms a trading token: SMS code, e-mail code or app approval (SmartOTP). */
export type SecondFactor = 'sms' | 'email' | 'app'

export interface ApiKey {
  apiKey: string
  apiSecret: string
  tier: Tier
  userId: string
  secondFactor: SecondFactor
}

/** Keys issued to the demo user. The fixed demo key always exists; `create` adds more. */
export class ApiKeyStore {
  private readonly keys = new Map<string, ApiKey>()

  constructor(
    private readonly rng: Prng,
    demoTier: Tier,
  ) {
    this.keys.set(demoIdentity.apiKey, {
      apiKey: demoIdentity.apiKey,
      apiSecret: demoIdentity.apiSecret,
      tier: demoTier,
      userId: demoIdentity.userId,
      secondFactor: 'sms',
    })
  }

  get(apiKey: string): ApiKey | undefined {
    return this.keys.get(apiKey)
  }

  get demo(): ApiKey {
    const key = this.keys.get(demoIdentity.apiKey)
    if (key === undefined) throw new Error('demo key missing')
    return key
  }

  /** Lets the demo try each second factor (SMS, e-mail, app approval) with the fixed demo key. */
  setSecondFactor(apiKey: string, secondFactor: SecondFactor): ApiKey | undefined {
    const key = this.keys.get(apiKey)
    if (key !== undefined) key.secondFactor = secondFactor
    return key
  }

  create(tier: Tier, secondFactor: SecondFactor): ApiKey {
    const hex = (n: number): string =>
      Array.from({ length: n }, () => this.rng.int(0, 15).toString(16)).join('')
    const key: ApiKey = {
      apiKey: `sim-${hex(24)}`,
      apiSecret: hex(40),
      tier,
      userId: demoIdentity.userId,
      secondFactor,
    }
    this.keys.set(key.apiKey, key)
    return key
  }
}
