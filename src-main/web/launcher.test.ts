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
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, INDEX_HTML, request } from './test-harness'

/**
 * Issue 11 item 8, end to end: the launcher started as `npm start` starts it where Electron cannot
 * run (`scripts/web.mjs`, with a ready renderer so nothing is built), with a stand-in browser: a
 * script that records its arguments, which is exactly what any other process can read with `ps`.
 * `scripts/web.mjs` builds the shell's core first if it is out of date (about a second).
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

afterAll(async () => {
  // The shell saves its state as it stops: the folder goes once it has.
  if (launcher.exitCode === null) {
    const exited = new Promise((done) => launcher.once('exit', done))
    if (launcher.pid !== undefined) process.kill(-launcher.pid, 'SIGTERM')
    await exited
  }
  rmSync(dir, { recursive: true, force: true })
})

const profileDir = (): string =>
  argv.find((a) => a.startsWith('--user-data-dir='))?.slice('--user-data-dir='.length) ?? ''
/** The page the browser was started on (issue 23: the code is in it, not in any argument). */
const launchPagePath = (): string =>
  fileURLToPath(argv.find((a) => a.startsWith('--app='))?.slice('--app='.length) ?? '')
/** The one-time link the launch page sends the browser on to. */
const launchUrl = (): URL => {
  const html = readFileSync(launchPagePath(), 'utf8')
  const target = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(html)?.[1] ?? ''
  return new URL(target.replace(/&amp;/g, '&'))
}

/** Every process's arguments, as any local user reads them. */
function everyCommandLine(): { pid: string; cmdline: string }[] {
  const lines: { pid: string; cmdline: string }[] = []
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      lines.push({ pid, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8') })
    } catch {
      // gone meanwhile
    }
  }
  return lines
}

describe('the browser’s command line (issue 11 item 8, issue 23)', () => {
  it('carries no launch code: the browser opens a private page that holds it', () => {
    const page = launchPagePath()
    expect(page.startsWith(profileDir() + '/')).toBe(true)
    expect(statSync(page).mode & 0o777).toBe(0o600)
    const url = launchUrl()
    const code = url.searchParams.get('launch') ?? ''
    expect(url.hostname).toMatch(/^127\.\d+\.\d+\.\d+$/)
    expect(code).toMatch(/^[\w-]{22}\.[\w-]{43}$/)
    // The spawned command line, and every process's arguments, as another local user polls them.
    expect(argv.join(' ')).not.toContain(code)
    expect(argv.join(' ')).not.toMatch(/launch=|token|session|cookie/i)
    for (const { pid, cmdline } of everyCommandLine()) expect(cmdline, `process ${pid}`).not.toContain(code)
    expect(stdout).toContain(url.origin)
    expect(stdout).not.toContain(code)
  })

  it('is useless once the browser has used it: a second reader gets no session', async () => {
    const url = launchUrl()
    const to = { host: url.hostname, port: Number(url.port) }
    const target = url.pathname + url.search
    // The browser's first request: coming from a file:// page, a navigation another site started.
    const first = await request(to, target, {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
    })
    // A page of the shell's own moves the window on, so that the SameSite=Strict cookie is sent.
    expect(first.status).toBe(200)
    expect(first.body).toMatch(/http-equiv="refresh" content="0;url=http:\/\/127[.\d]+:\d+\/"/)
    expect(first.body).not.toContain(url.searchParams.get('launch'))
    const cookie = first.headers['set-cookie']?.[0]?.split(';')[0] ?? ''
    expect(first.headers['set-cookie']?.[0]).toContain('SameSite=Strict')
    expect((await request(to, '/', { headers: { Cookie: cookie } })).status).toBe(200)
    // Another process that read the page (it cannot: 0600) and comes second.
    const second = await request(to, target)
    expect(second.status).toBe(410)
    expect(second.headers['set-cookie']).toBeUndefined()
    expect((await request(to, '/session')).status).toBe(401)

    // And no process's arguments hold the session the browser got.
    const value = cookie.split('=')[1] ?? ''
    expect(value.length).toBeGreaterThan(40)
    for (const { pid, cmdline } of everyCommandLine()) expect(cmdline, `process ${pid}`).not.toContain(value)
  })

  it('keeps the browser profile in a private folder of the data folder (issue 11 item 12)', () => {
    expect(profileDir()).toBe(join(dir, 'data', 'browser-profile'))
    expect(statSync(profileDir()).mode & 0o777).toBe(0o700)
  })

  it('removes the launch page when the shell stops', async () => {
    const page = launchPagePath()
    expect(existsSync(page)).toBe(true)
    if (launcher.pid !== undefined) process.kill(-launcher.pid, 'SIGTERM')
    await eventually(() => !existsSync(page), 10_000)
  })
})
