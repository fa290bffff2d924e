import { spawn, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, INDEX_HTML, request } from './test-harness'

/**
 * Issue 11 item 8, end to end: the launcher started as `npm start` starts it where Electron cannot
 * run (`scripts/web.mjs`, with a ready renderer so nothing is built), with a stand-in browser: a
 * script that records its arguments, which is exactly what any other process can read with `ps`.
 */

const root = resolve(import.meta.dirname, '../..')
let dir: string
let launcher: ChildProcess
let stdout = ''
let argv: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'launcher-'))
  const renderer = join(dir, 'renderer')
  mkdirSync(renderer)
  writeFileSync(join(renderer, 'index.html'), INDEX_HTML)
  const argsFile = join(dir, 'browser-args.txt')
  const browser = join(dir, 'fake-chromium')
  writeFileSync(
    browser,
    `#!/bin/sh\nprintf '%s\\n' "$@" > "${argsFile}.part" && mv "${argsFile}.part" "${argsFile}"\n`,
  )
  chmodSync(browser, 0o755)
  launcher = spawn(
    process.execPath,
    [join(root, 'scripts/web.mjs'), '--renderer', renderer, '--data-dir', join(dir, 'data'), '--seed', '3'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROMIUM_PATH: browser, DISPLAY: ':99' },
    },
  )
  launcher.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  launcher.stderr?.resume()
  await eventually(() => existsSync(argsFile), 25_000)
  argv = readFileSync(argsFile, 'utf8').trim().split('\n')
}, 30_000)

afterAll(() => {
  if (launcher.pid !== undefined) process.kill(-launcher.pid, 'SIGTERM')
  rmSync(dir, { recursive: true, force: true })
})

const appUrl = (): URL => new URL(argv.find((a) => a.startsWith('--app='))?.slice('--app='.length) ?? '')

describe('the browser’s command line (issue 11 item 8)', () => {
  it('carries a one-time launch code and no session, and the terminal shows none of it', () => {
    const url = appUrl()
    expect(url.hostname).toMatch(/^127\.\d+\.\d+\.\d+$/)
    expect(url.searchParams.get('launch')).toMatch(/^[\w-]{22}\.[\w-]{43}$/)
    expect(argv.join(' ')).not.toMatch(/token|session|cookie/i)
    expect(stdout).toContain(url.origin)
    expect(stdout).not.toContain(url.searchParams.get('launch'))
  })

  it('is useless once the browser has used it: a second reader gets no session', async () => {
    const url = appUrl()
    const to = { host: url.hostname, port: Number(url.port) }
    const target = url.pathname + url.search
    // The browser's first request.
    const first = await request(to, target)
    expect(first.status).toBe(303)
    const cookie = first.headers['set-cookie']?.[0]?.split(';')[0] ?? ''
    expect((await request(to, '/', { headers: { Cookie: cookie } })).status).toBe(200)
    // Another process that read `ps` and comes second.
    const second = await request(to, target)
    expect(second.status).toBe(410)
    expect(second.headers['set-cookie']).toBeUndefined()
    expect((await request(to, '/session')).status).toBe(401)

    // And no process's arguments hold the session the browser got.
    const value = cookie.split('=')[1] ?? ''
    expect(value.length).toBeGreaterThan(40)
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      let cmdline: string
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      } catch {
        continue // gone meanwhile
      }
      expect(cmdline, `process ${pid}`).not.toContain(value)
    }
  })

  it('keeps the browser profile in a private folder of the data folder (issue 11 item 12)', () => {
    const profile = argv.find((a) => a.startsWith('--user-data-dir='))?.slice('--user-data-dir='.length) ?? ''
    expect(profile).toBe(join(dir, 'data', 'browser-profile'))
    expect(statSync(profile).mode & 0o777).toBe(0o700)
  })
})
