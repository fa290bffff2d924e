import type { AppEvent, ProfileList } from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { DEMO_PROFILE_ID } from '../../../src-shared/schemas/settings'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import { CoreError } from '../errors/to-bridge-error'
import type { ApiCredentials } from '../auth/token-manager'
import { testConnection } from './connection-test'
import type { Profile, TradingAccounts } from './profile'
import { insecureUrlReason } from '../http/url-policy'
import type { SettingsStore } from '../settings/settings-store'
import type { Vault } from '../vault/vault'
import { VaultInputError, VaultUnavailableError } from '../vault/vault-errors'

type ProfileCalls =
  'profiles.list' | 'profiles.save' | 'profiles.remove' | 'profiles.activate' | 'profiles.testConnection'

export interface ProfileHandlerDeps {
  settings: SettingsStore
  vault: Vault
  demo: Profile
  /** The demo profile's key and accounts (the embedded simulator's; not in the vault). */
  demoAccess?: { credentials: ApiCredentials; accounts: TradingAccounts }
  /** Switches the workstation to another profile (rebuilds the core, tells every window). */
  activate: (profileId: string) => Promise<void>
  events: { subscribe(listener: (event: AppEvent) => void): () => void }
}

/** Everything about a profile except its secrets: only whether a key is set, and its last characters. */
export function listProfiles(deps: Pick<ProfileHandlerDeps, 'settings' | 'vault' | 'demo'>): ProfileList {
  const demo = deps.demo
  return {
    activeId: deps.settings.getActiveProfileId(),
    profiles: [
      { ...summaryOf(demo), credentials: { hasKey: true, keyHint: null }, hasAccounts: true },
      ...deps.settings.getProfiles().map((p) => ({
        ...summaryOf({ ...p, kind: 'live' as const }),
        credentials: deps.vault.status(p.id),
        hasAccounts: p.accounts !== null,
        accounts: p.accounts,
      })),
    ],
  }
}

function summaryOf(p: Profile) {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    baseUrl: p.baseUrl,
    authUrl: p.authUrl,
    apiUrl: p.apiUrl,
    identityUrl: p.identityUrl,
    tier: p.tier,
  }
}

export function profileHandlers(deps: ProfileHandlerDeps): {
  calls: Pick<CallHandlers, ProfileCalls>
  streams: Pick<StreamHandlers, 'app.events'>
} {
  return {
    calls: {
      'profiles.list': () => listProfiles(deps),
      'profiles.save': async ({ profile, credentials }) => {
        refuseInsecureUrls(profile)
        // A key and secret were entered for these addresses: pointing the profile elsewhere must not
        // take them along (a renderer bug or a stolen bridge would send them to another server).
        const before = deps.settings.getProfile(profile.id)
        const moved = before !== undefined && baseUrls.some((k) => before[k] !== profile[k])
        if (moved && !credentials) {
          await vaultCall(() => deps.vault.clear(profile.id))
        }
        // The day's second-factor session belongs to the key and the broker it was confirmed with:
        // another address or another key drops it, so neither the session token nor the device-id
        // of the day ever reach the new address (vault.clear above drops it with the key).
        if (before !== undefined && (moved || credentials)) {
          await vaultCall(() => deps.vault.setSession(profile.id, null))
        }
        // Credentials first: a profile saved without its key would be active-able but useless.
        if (credentials) await vaultCall(() => deps.vault.setCredentials(profile.id, credentials))
        deps.settings.saveProfile(profile)
        // The active profile's core still holds the old addresses, key and session in memory: it is
        // rebuilt on the new ones, and every window follows (as on a switch).
        if ((moved || credentials) && deps.settings.getActiveProfileId() === profile.id) {
          await deps.activate(profile.id)
        }
        return listProfiles(deps)
      },
      'profiles.remove': async ({ id }) => {
        if (id === DEMO_PROFILE_ID) {
          throw new CoreError(
            bridgeError('validation', 'demo-profile', 'The demo profile cannot be removed.'),
          )
        }
        // Credentials first: if forgetting them fails, the profile stays listed and the user can try
        // again, instead of its secret lingering in the vault under a profile nobody can see.
        await vaultCall(() => deps.vault.clear(id))
        // Read after the wait: another call may have switched profiles meanwhile.
        const wasActive = deps.settings.getActiveProfileId() === id
        deps.settings.removeProfile(id)
        if (wasActive) void deps.activate(DEMO_PROFILE_ID)
        return listProfiles(deps)
      },
      'profiles.activate': async ({ id }) => {
        if (id !== DEMO_PROFILE_ID) {
          if (!deps.settings.getProfile(id)) {
            throw new CoreError(bridgeError('not-found', 'no-profile', `There is no profile "${id}".`))
          }
          if (!deps.vault.status(id).hasKey) {
            throw new CoreError(
              bridgeError(
                'validation',
                'no-credentials',
                'Set the API key and secret of this profile first.',
              ),
            )
          }
        }
        await deps.activate(id)
        return listProfiles(deps)
      },
      'profiles.testConnection': async ({ id }) => {
        if (id === DEMO_PROFILE_ID) {
          const access = deps.demoAccess ?? null
          return {
            checks: await testConnection({
              profile: deps.demo,
              credentials: access?.credentials ?? null,
              accounts: access?.accounts ?? null,
            }),
          }
        }
        const profile = deps.settings.getProfile(id)
        if (!profile)
          throw new CoreError(bridgeError('not-found', 'no-profile', `There is no profile "${id}".`))
        return {
          checks: await testConnection({
            profile,
            credentials: deps.vault.getCredentials(id),
            accounts: profile.accounts,
          }),
        }
      },
    },
    streams: {
      'app.events': (_params, emit) => deps.events.subscribe(emit),
    },
  }
}

const baseUrls = ['baseUrl', 'authUrl', 'apiUrl', 'identityUrl'] as const

/** Every base address must be https unless it is this machine (see http/url-policy.ts). */
function refuseInsecureUrls(profile: Record<(typeof baseUrls)[number], string>): void {
  const issues = baseUrls.flatMap((field) => {
    const reason = insecureUrlReason(profile[field])
    return reason === null ? [] : [{ path: `profile.${field}`, message: reason }]
  })
  if (issues.length > 0) {
    throw new CoreError(
      bridgeError(
        'validation',
        'insecure-url',
        'A broker address must use https:// unless it is this machine.',
        {
          issues,
        },
      ),
    )
  }
}

/**
 * The vault's refusals as typed bridge errors. Their messages name fields and error codes, never a
 * value (see vault-errors.ts), so they can be shown; anything else stays an anonymous `internal`.
 */
async function vaultCall(change: () => Promise<void>): Promise<void> {
  try {
    await change()
  } catch (error) {
    if (error instanceof VaultInputError) {
      throw new CoreError(bridgeError('validation', 'invalid-credentials', error.message))
    }
    if (error instanceof VaultUnavailableError) {
      throw new CoreError(bridgeError('internal', 'vault-write-failed', error.message))
    }
    throw error
  }
}
