import { describe, expect, it } from 'vitest'
import { migrateSettings } from './migrations'
import { SETTINGS_VERSION, settingsDocumentSchema } from './settings-document'

const snakeProfile = {
  id: 'ssi-live',
  name: 'SSI live',
  base_url: 'https://fc-data.example.vn',
  auth_url: 'https://auth.example.vn',
  api_url: 'https://api.example.vn',
  identity_url: 'https://id.example.vn',
  tier: 'pro',
}

const camelProfile = {
  id: 'ssi-live',
  name: 'SSI live',
  kind: 'live',
  baseUrl: 'https://fc-data.example.vn',
  authUrl: 'https://auth.example.vn',
  apiUrl: 'https://api.example.vn',
  identityUrl: 'https://id.example.vn',
  tier: 'pro',
}

describe('migrateSettings', () => {
  it('brings a version 0 file (flat ui, activeProfile, layouts, snake_case urls) to the current shape', () => {
    const v0 = {
      theme: 'light',
      locale: 'en',
      volumeUnit: 100,
      activeProfile: 'ssi-live',
      profiles: [snakeProfile],
      layouts: [],
      watchlists: [{ id: 'w1', name: 'Banks', symbols: ['VCB', 'TCB'] }],
    }
    const result = migrateSettings(v0)
    expect(result).toEqual({
      ok: true,
      fromVersion: 0,
      document: {
        version: SETTINGS_VERSION,
        activeProfileId: 'ssi-live',
        profiles: [camelProfile],
        windows: [],
        watchlists: [{ id: 'w1', name: 'Banks', symbols: ['VCB', 'TCB'] }],
        ui: { theme: 'light', locale: 'en', volumeUnit: 100 },
      },
    })
    expect(result.ok && settingsDocumentSchema.safeParse(result.document).success).toBe(true)
  })

  it('renames the profile addresses of a version 1 file and leaves the rest alone', () => {
    const v1 = { version: 1, activeProfileId: 'demo', profiles: [snakeProfile], ui: { theme: 'dark' } }
    const result = migrateSettings(v1)
    expect(result).toEqual({
      ok: true,
      fromVersion: 1,
      document: { version: 2, activeProfileId: 'demo', profiles: [camelProfile], ui: { theme: 'dark' } },
    })
  })

  it('does not let an old flat field overwrite one already grouped under ui', () => {
    const result = migrateSettings({ theme: 'light', ui: { theme: 'dark' } })
    expect(result.ok && result.document['ui']).toEqual({ theme: 'dark' })
  })

  it('returns a current document unchanged', () => {
    const doc = { version: SETTINGS_VERSION, profiles: [camelProfile] }
    expect(migrateSettings(doc)).toEqual({ ok: true, fromVersion: SETTINGS_VERSION, document: doc })
  })

  it('refuses what it cannot migrate, with a reason', () => {
    expect(migrateSettings([1, 2])).toEqual({ ok: false, reason: 'the file does not hold a JSON object' })
    expect(migrateSettings(null)).toMatchObject({ ok: false })
    expect(migrateSettings({ version: '2' })).toEqual({ ok: false, reason: 'unknown settings version "2"' })
    expect(migrateSettings({ version: 1.5 })).toMatchObject({ ok: false })
    expect(migrateSettings({ version: SETTINGS_VERSION + 1 })).toEqual({
      ok: false,
      reason: `written by a newer version of the app (settings version ${SETTINGS_VERSION + 1})`,
    })
  })
})
