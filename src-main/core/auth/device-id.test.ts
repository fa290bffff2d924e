import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSettingsStore } from '../settings/settings-store'
import { deviceIdFor } from './device-id'

const open = (dir: string) => createSettingsStore({ cwd: dir, onNotice: () => undefined })

describe('device-id', () => {
  it('is per installation and per broker address, and kept across runs', async () => {
    const [one, two] = await Promise.all([
      mkdtemp(join(tmpdir(), 'device-id-')),
      mkdtemp(join(tmpdir(), 'device-id-')),
    ])
    try {
      const broker = 'https://openapi.broker.example'
      const first = deviceIdFor(open(one), broker)()
      expect(first).toMatch(/^vnws-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      // The same installation and address after a restart: the same id, whatever the path.
      expect(deviceIdFor(open(one), `${broker}/some/path`)()).toBe(first)
      // Another address (a profile pointed elsewhere) gets another id; so does another installation.
      expect(deviceIdFor(open(one), 'https://elsewhere.example')()).not.toBe(first)
      expect(deviceIdFor(open(two), broker)()).not.toBe(first)
      // The installation's own id, kept in settings, is never what is sent.
      expect(open(one).getDocument().deviceId).not.toBe(first)
    } finally {
      await Promise.all([one, two].map((dir) => rm(dir, { recursive: true, force: true })))
    }
  })
})
