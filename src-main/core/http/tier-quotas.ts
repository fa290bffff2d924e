import type { Profile } from '../settings/profile'

/**
 * Requests per minute by tier. The spec does not publish them (api-facts §6); these are the
 * simulator's defaults. A live profile whose broker allows more can still run at this pace.
 */
export const tierQuotas: Record<Profile['tier'], number> = { free: 60, pro: 300, enterprise: 1200 }
