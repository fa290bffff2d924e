import { randomBytes } from 'node:crypto'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { redirectPageHtml } from './redirect-page'

/**
 * How the app window gets its one-time launch code without it appearing in any process's
 * arguments: any local user reads those (`ps`, `/proc/<pid>/cmdline`) and could spend the code
 * before the browser does (issue 23). The code goes into a page in the browser's private profile
 * folder (0700, see private-dir.ts), a file of mode 0600 that only this user can read; the browser
 * is started on that file's address, and the page sends it on to the shell with the code at once.
 */

const PAGE_PREFIX = 'open-workstation-'

export interface LaunchPage {
  /** The `file://` address to start the browser on: holds no code. */
  readonly url: string
  readonly path: string
  /** Removes the page (at the shell's end: a code is useless once its shell is gone anyway). */
  remove(): void
}

/** Writes a launch page for `launchUrl` into `privateDir`, which must be this user's alone. */
export function writeLaunchPage(privateDir: string, launchUrl: string): LaunchPage {
  // Pages of earlier launches that ended without cleaning up (a crash, a kill -9).
  for (const name of readdirSync(privateDir)) {
    if (name.startsWith(PAGE_PREFIX)) rmSync(join(privateDir, name), { force: true })
  }
  const path = join(privateDir, `${PAGE_PREFIX}${randomBytes(8).toString('hex')}.html`)
  const html = redirectPageHtml(launchUrl)
  // 'wx': a new file of this name or nothing, so no link planted in its place is followed.
  writeFileSync(path, html, { mode: 0o600, flag: 'wx' })
  return { url: pathToFileURL(path).href, path, remove: () => rmSync(path, { force: true }) }
}
