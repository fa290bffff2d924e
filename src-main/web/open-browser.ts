import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeLaunchPage } from './launch-page'
import { ensurePrivateDir } from './private-dir'

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

export function findChromium(): string | undefined {
  return candidates.find((path): path is string => typeof path === 'string' && existsSync(path))
}

export type OpenedWindow = { opened: true; close(): void } | { opened: false; reason: string }

/**
 * Opens the board in a Chromium "app" window (no tabs, no address bar), the closest thing to the
 * Electron window where Electron cannot run. Returns why it did not, if it did not.
 *
 * Any local user can read a process's arguments (`ps`), so the browser's command line carries no
 * code at all: the one-time link goes into a private page in the profile folder (launch-page.ts),
 * and the browser opens that page. The profile lives in `profileDir`, a private folder of this user
 * (see private-dir.ts). `close` removes the page.
 */
export function openAppWindow(launchUrl: string, profileDir: string): OpenedWindow {
  const chromium = findChromium()
  if (!chromium) return { opened: false, reason: 'no Chromium found (set CHROMIUM_PATH)' }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { opened: false, reason: 'no display' }
  }
  const profile = ensurePrivateDir(profileDir)
  if (!profile.ok) return { opened: false, reason: `unsafe browser profile folder: ${profile.reason}` }
  const page = writeLaunchPage(profileDir, launchUrl)
  const args = [
    `--app=${page.url}`,
    `--user-data-dir=${profileDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Nothing of a browser's own the app window needs, each a little work at every start (about
    // 5 % of a headless start to a loaded page here): extensions, default apps, phishing checks of a
    // loopback page, network error reports, translation and casting.
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-component-extensions-with-background-pages',
    '--disable-client-side-phishing-detection',
    '--disable-domain-reliability',
    '--disable-features=Translate,MediaRouter,OptimizationHints',
  ]
  // Chromium refuses to run as root with its sandbox on.
  if (process.getuid?.() === 0) args.push('--no-sandbox')
  const child = spawn(chromium, args, { detached: true, stdio: 'ignore' })
  child.unref()
  return { opened: true, close: () => page.remove() }
}
