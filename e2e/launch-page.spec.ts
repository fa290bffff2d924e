import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Issue 23 ("Also"): the app window gets its one-time launch code from a private page in its
 * profile, never from its command line. The launcher runs as `npm start` runs it here
 * (`scripts/web.mjs`), with a stand-in browser that records its arguments; Chromium then opens the
 * very page the app window was given, and must get in and draw the board.
 */

const root = resolve(import.meta.dirname, '..')
let dir: string
let launcher: ChildProcess | undefined
let argv: string[] = []

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-launch-page-'))
  const argsFile = join(dir, 'browser-args.txt')
  const browser = join(dir, 'fake-chromium')
  writeFileSync(
    browser,
    `#!/bin/sh\nprintf '%s\\n' "$@" > "${argsFile}.part" && mv "${argsFile}.part" "${argsFile}"\n`,
  )
  chmodSync(browser, 0o755)
  launcher = spawn(
    process.execPath,
    [
      join(root, 'scripts/web.mjs'),
      '--data-dir',
      join(dir, 'data'),
      // The renderer as \`npm run build\` left it: rebuilding it here would empty out/renderer under
      // the other specs' shells, which serve it at the same time.
      '--renderer',
      join(root, 'out/renderer'),
    ],
    {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, CHROMIUM_PATH: browser, DISPLAY: ':99' },
    },
  )
  await expect.poll(() => existsSync(argsFile), { timeout: 30_000 }).toBe(true)
  argv = readFileSync(argsFile, 'utf8').trim().split('\n')
})

test.afterAll(() => {
  if (launcher?.pid !== undefined) process.kill(-launcher.pid, 'SIGTERM')
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
})

test('the window opens its private launch page and gets in, with no code on any command line', async ({
  page,
}) => {
  const app = argv.find((a) => a.startsWith('--app='))?.slice('--app='.length) ?? ''
  expect(app).toMatch(/^file:\/\/.*\/browser-profile\/open-workstation-[0-9a-f]+\.html$/)
  expect(argv.join(' ')).not.toContain('launch=')
  await page.goto(app)
  await expect(page.locator('.ag-row[row-id]').first()).toBeVisible({ timeout: 30_000 })
  const landed = new URL(page.url())
  expect(landed.protocol).toBe('http:')
  expect(landed.searchParams.has('launch')).toBe(false)
  // The cookie is there for the page's own requests too (it was set on a same-site navigation).
  expect(await page.evaluate(async () => (await fetch('/session')).status)).toBe(204)
})
