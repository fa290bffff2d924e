import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { defaultDataDir } from '../core/app/data-dir'
import { createAppLogger } from '../core/logging/logger'
import type { Workstation } from '../core/app/start-workstation'
import { LAUNCH_KEY_ENV } from './launch-codes'
import { openAppWindow } from './open-browser'
import { startWebShell } from './server'

/**
 * The web shell's process: the same core as the Electron app, its bridge on a loopback WebSocket,
 * the renderer in any Chromium. No credential is ever printed or passed in a process's arguments:
 * the app window gets a one-time launch code through a private file (launch-page.ts); with
 * `--no-open` (or no browser) a one-time link is printed instead, and Enter in the terminal prints
 * another (for a second browser). `npm start` runs this file built (out/web/index.js).
 */
let logger = createAppLogger()

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      seed: { type: 'string' },
      open: { type: 'boolean', default: true },
      'no-open': { type: 'boolean', default: false },
      renderer: { type: 'string', default: 'out/renderer' },
      'data-dir': { type: 'string' },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be 0 to 65535, not ${values.port}`)
  const seed = values.seed === undefined ? undefined : Number(values.seed)
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir())
  // As in the Electron shell: the rotated JSON file beside the settings, for "Report a problem".
  logger = createAppLogger({ file: join(dataDir, 'logs', 'workstation.log') })

  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  // The core (vault, embedded simulator, feeds) is loaded and started while the shell already
  // serves the renderer and the browser starts and loads it: the browser's start is the longest
  // part of a start, and the page's first bridge call waits for the core, not the other way round.
  let coreReady: (workstation: Promise<Workstation>) => void = () => undefined
  const starting = new Promise<Workstation>((resolve) => (coreReady = resolve))
  const launchKey = process.env[LAUNCH_KEY_ENV]
  const shell = await startWebShell({
    router: starting.then((w) => w.router),
    rendererDir: resolve(values.renderer),
    port,
    log: (line) => logger.info(line),
    ...(launchKey ? { launchKey } : {}),
  })

  const opened =
    values.open && !values['no-open']
      ? openAppWindow(shell.launchUrl(), join(dataDir, 'browser-profile'))
      : { opened: false as const, reason: '--no-open' }
  coreReady(
    import('../core/app/start-workstation').then(({ startWorkstation }) =>
      startWorkstation({
        shell: 'web',
        version: pkg.version,
        dataDir,
        logger,
        ...(seed === undefined ? {} : { seed }),
      }),
    ),
  )
  // The lines a user reads (how to open the app), so plain text on stdout, not log lines.
  const say = (line: string) => process.stdout.write(`${line}\n`)
  if (opened.opened) {
    say(`Workstation web shell: ${shell.origin} (opened in a Chromium app window)`)
  } else {
    say(`Workstation web shell: ${shell.launchUrl()}`)
    say(`Open this one-time link in Chromium (${opened.reason}); it works once.`)
  }
  // The trading PIN's setup code (the first PIN, or the reset of a forgotten one) goes where the
  // launch link goes: this terminal, which only the person who started the shell reads (a page that
  // reached the bridge never sees it). A spent code is replaced, and the new one printed at once.
  const saySetupCode = (code: string | null) => {
    if (code !== null) {
      say(
        `Trading PIN setup code (sets the first PIN or resets a forgotten one, in Ticket settings): ${code}`,
      )
    }
  }
  void starting.then(
    (w) => {
      saySetupCode(w.pinSetupCode())
      w.onPinSetupCode(saySetupCode)
    },
    () => undefined,
  )
  if (process.stdin.isTTY) {
    say('Press Enter for another one-time link (to open the workstation in another browser).')
    process.stdin.on('data', () => {
      say(shell.launchUrl())
      void starting.then(
        (w) => saySetupCode(w.pinSetupCode()),
        () => undefined,
      )
    })
  }

  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    if (opened.opened) opened.close()
    void Promise.allSettled([shell.close(), starting.then((w) => w.close())]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  try {
    await starting
  } catch (err) {
    if (opened.opened) opened.close()
    await shell.close()
    throw err
  }
}

main().catch((err: unknown) => {
  logger.error('The web shell could not start', { error: err instanceof Error ? err.message : String(err) })
  process.exit(1)
})
