// The profile's shape sits below the areas: cross-cutting modules need it too (the rate budget's
// quota by tier, the settings store's active profile); `core/profiles` builds and switches profiles.

/**
 * Where the workstation gets its data: the embedded simulator (demo) or a broker's real services.
 * Live profiles are stored in the settings (src-main/core/settings); their key and secret are not part
 * of a profile, they live in the credential vault under the profile's id.
 */
export interface Profile {
  id: string
  name: string
  kind: 'demo' | 'live'
  /** `{base_url}` of the spec: price, account and order endpoints. */
  baseUrl: string
  /** `{auth_url}` of the spec: query and trading tokens, OTP. */
  authUrl: string
  /** `{api_url}` of the spec: group E services. */
  apiUrl: string
  /** `{identity_url}` of the spec: the identity service. */
  identityUrl: string
  /** The key's tier, which sets the rate budget's quota. */
  tier: 'free' | 'pro' | 'enterprise'
}

/** The account numbers the account panel and the cancel dialogs work on. */
export interface TradingAccounts {
  /** Custody account (e.g. 105C888888), the `accountId` of derivative calls. */
  custodyCode: string
  /** Normal (cash) stock sub-account. */
  normal: string
  /** Margin stock sub-account. */
  margin: string
  /** Derivative sub-account (`subAccountId`). */
  derivative: string
}
