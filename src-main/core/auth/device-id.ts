import { randomUUID } from 'node:crypto'
import type { SettingsStore } from '../settings/settings-store'

/**
 * The `device-id` of this installation (spec, "Two tiers"): made once, kept in settings, sent on every
 * order call and never signed. Not a secret: it names the ordering device for the broker's records.
 */
export function installationDeviceId(settings: Pick<SettingsStore, 'deviceId'>): () => string {
  let id: string | null = null
  return () => (id ??= settings.deviceId(() => `vnws-${randomUUID()}`))
}
