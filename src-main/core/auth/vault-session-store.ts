import type { Vault } from '../vault/vault'
import type { SessionStore } from './session-store'

/** The second-factor session of one profile, kept encrypted in the vault beside its key. */
export function vaultSessionStore(
  vault: Pick<Vault, 'getSession' | 'setSession'>,
  profileId: string,
): SessionStore {
  return {
    load: () => Promise.resolve(vault.getSession(profileId)),
    save: (session) => vault.setSession(profileId, session),
    clear: () => vault.setSession(profileId, null),
  }
}
