import { systemClock } from '../clock/clock'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLiveProfile, type DemoState, type LiveKit } from '../testing/live-profile-kit'
import { buildProblemReport, withoutSecrets } from './problem-report'
import { realWait } from '../../../src-shared/testing/real-wait'

/** A canary profile: its key and secret must be in no byte of the report, in no encoding. */
const canary: DemoState = {
  apiKey: 'CANARYKEY-3d81c0aa57',
  apiSecret: 'CANARYSECRET-b61f02e9d4c3',
  custodyCode: '105C000001',
  accounts: { normal: '0001001', margin: '0001006', derivative: '0001008' },
}

/** Every way a secret could sit in a file: as text, UTF-16, base64 at each alignment, hex, URL- or JSON-escaped. */
function encodings(secret: string): Buffer[] {
  const utf8 = Buffer.from(secret, 'utf8')
  const base64s = [0, 1, 2].map((shift) => {
    const b64 = Buffer.concat([Buffer.alloc(shift, 0x20), utf8]).toString('base64')
    // Drop the characters that depend on the bytes around the secret.
    return b64.slice(Math.ceil((shift * 4) / 3) + 1, -4)
  })
  return [
    utf8,
    Buffer.from(secret, 'utf16le'),
    Buffer.from(utf8.toString('hex')),
    Buffer.from(utf8.toString('hex').toUpperCase()),
    Buffer.from(encodeURIComponent(secret)),
    Buffer.from(JSON.stringify(secret).slice(1, -1)),
    ...base64s.map((b) => Buffer.from(b)),
    ...base64s.map((b) => Buffer.from(b.replaceAll('+', '-').replaceAll('/', '_'))),
  ]
}

function expectNoCanary(bytes: Uint8Array, where: string): void {
  const buffer = Buffer.from(bytes)
  for (const secret of [canary.apiKey, canary.apiSecret]) {
    for (const encoded of encodings(secret)) {
      expect(buffer.includes(encoded), `${where} holds ${secret} as ${encoded.toString('latin1')}`).toBe(
        false,
      )
    }
  }
}

let kit: LiveKit | undefined
let server: Server | undefined
const dirs: string[] = []
afterEach(async () => {
  await kit?.close()
  kit = undefined
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
  server = undefined
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** A broker that echoes every request (key, secret, bearer) into a 401's body. */
async function echoingBroker(): Promise<string> {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ code: 'ECHO', message: `key=${String(req.headers['x-svc-apikey'])} body=${body}` }),
      )
    })
  })
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('Report a problem', () => {
  it('writes one zip with version, logs, settings and crash dumps, and no secret of a canary profile in any encoding', async () => {
    kit = await startLiveProfile({ url: await echoingBroker() }, { demo: canary })
    const live = kit
    await vi.waitUntil(() => live.auth().lastError !== null, realWait)
    // The logs as the app writes them, and an older file written before a secret was known to the logger.
    const logsDir = join(live.dataDir, 'logs')
    await mkdir(logsDir, { recursive: true })
    await writeFile(join(logsDir, 'workstation.log'), live.logLines.join(''))
    await writeFile(
      join(logsDir, 'workstation.1.log'),
      `${JSON.stringify({ level: 50, msg: `echoed ${canary.apiKey}:${canary.apiSecret}` })}\n`,
    )
    // Electron's crash dumps: one clean, one with the secret in a process's UTF-16 memory.
    const crashDumpsDir = await mkdtemp(join(tmpdir(), 'crash-dumps-'))
    dirs.push(crashDumpsDir)
    await mkdir(join(crashDumpsDir, 'completed'))
    await writeFile(join(crashDumpsDir, 'completed', 'clean.dmp'), Buffer.from('MDMP\u0000clean stack'))
    await writeFile(
      join(crashDumpsDir, 'completed', 'dirty.dmp'),
      Buffer.concat([Buffer.from('MDMP'), Buffer.from(`x${canary.apiSecret}x`, 'utf16le')]),
    )

    const report = await buildProblemReport({
      version: '1.2.3',
      shell: 'electron',
      logsDir,
      crashDumpsDir,
      settings: () => live.workstation.settings.getDocument(),
      clock: systemClock,
    })
    expect(report.fileName).toMatch(/^workstation-problem-.*\.zip$/)
    expectNoCanary(report.bytes, 'the zip')
    const entries = unzipSync(report.bytes)
    expect(Object.keys(entries).sort()).toEqual([
      'about.json',
      'crash-dumps/completed/clean.dmp',
      'logs/workstation.1.log',
      'logs/workstation.log',
      'settings.json',
    ])
    for (const [name, bytes] of Object.entries(entries)) expectNoCanary(bytes, name)

    const about = JSON.parse(strFromU8(entries['about.json'] ?? new Uint8Array())) as Record<string, unknown>
    expect(about).toMatchObject({ version: '1.2.3', shell: 'electron', platform: process.platform })
    expect(about.leftOut).toEqual(['crash-dumps/completed/dirty.dmp: holds a credential'])
    // The logs are there, scrubbed, not dropped.
    expect(strFromU8(entries['logs/workstation.1.log'] ?? new Uint8Array())).toContain('echoed [redacted]')
    expect(strFromU8(entries['logs/workstation.log'] ?? new Uint8Array())).toContain('profile active')
    // The settings are there: the live profile, its addresses, no credential.
    expect(strFromU8(entries['settings.json'] ?? new Uint8Array())).toContain('"broker"')
  })

  it('is served by the bridge in the web shell too, as a zip the window saves', async () => {
    kit = await startLiveProfile({ url: await echoingBroker() }, { demo: canary })
    const answer = await kit.call<{ fileName: string; zipBase64: string }>('app.problemReport', {})
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    const bytes = Buffer.from(answer.value.zipBase64, 'base64')
    expectNoCanary(bytes, 'the zip')
    expect(Object.keys(unzipSync(bytes))).toContain('about.json')
  })

  it('drops every field of the settings named like a credential, at any depth', () => {
    expect(
      withoutSecrets({
        profiles: [{ id: 'a', apiSecret: 's', nested: { accessToken: 't', url: 'u' } }],
        pin: 1,
      }),
    ).toEqual({ profiles: [{ id: 'a', nested: { url: 'u' } }] })
  })
})
