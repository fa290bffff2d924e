import { createHmac, randomUUID } from 'node:crypto'
import type { SettingsStore } from '../settings/settings-store'

/**
 * The `device-id` sent on every group E order call (spec, "Two tiers"), never signed. Per
 * installation and per broker address: an HMAC of the broker's origin under this installation's own
 * random id (made once, kept in settings, never sent), so a profile pointed at another address sends
 * that server an id it cannot match with the one the real broker knows, and two installations never
 * share one. Not a secret in itself: it names the ordering device in the broker's records.
 */
export function deviceIdFor(settings: Pick<SettingsStore, 'deviceId'>, brokerUrl: string): () => string {
  let id: string | null = null
  return () => {
    if (id !== null) return id
    const installation = settings.deviceId(() => `vnws-${randomUUID()}`)
    const digest = createHmac('sha256', installation).update(originOf(brokerUrl)).digest('hex')
    id = `vnws-${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`
    return id
  }
}

/** The address as the broker is one: scheme, host and port, whatever the path or its spelling. */
function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}
