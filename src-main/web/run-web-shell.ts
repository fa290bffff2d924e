import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { defaultDataDir } from '../core/app/data-dir'
import type { Workstation } from '../core/app/start-workstation'
import type { WebShell } from './server'
import type { Router } from '../core/bridge/router'
import type { Logger } from '../core/logging/logger'
import { listenEarly } from './early-listener'
import { LAUNCH_KEY_ENV, launchLink, mintLaunchCode, newLaunchKey } from './launch-codes'
import { openAppWindow } from './open-browser'

/**
 * The web shell's process: the same core as the Electron app, its bridge on a loopback WebSocket,
 * the renderer in any Chromium. No credential is ever printed or passed in a process's arguments:
 * the app window gets a one-time launch code through a private file (launch-page.ts); with
 * `--no-open` (or no browser) a one-time link is printed instead, and Enter in the terminal prints
 * another (for a second browser).
 *
 * In the order that makes a start short: the browser's own start (a second or more) is the longest
 * part of it, so this file binds the address and spawns the browser first, with nothing imported
 * but Node's builtins and a few small files of ours; then, while the browser starts, the shell (ws,
 * zod), the logger (pino) and the core (vault, embedded simulator, feeds) load and start.
 * Requests that come before the shell serves wait for it (early-listener.ts), bridge sockets for the
 * core (server.ts).
 */

export interface RunWebShellOptions {
  /** The command line's options (see parseArgs below). */
  readonly args: readonly string[]
  /** Settles once the renderer is built, when a start builds it meanwhile (scripts/start.mjs). */
  readonly rendererReady?: Promise<void>
}

/**
 * Runs the shell as this process's main: what cannot start is logged and ends the process (1). The
 * entry of `npm start` and `npm run web` (built to out/web/run-web-shell.js) and of index.ts.
 */
export async function runWebShell(options: RunWebShellOptions): Promise<void> {
  let logger: Logger | undefined
  try {
    await run(options, (started) => (logger = started))
  } catch (err) {
    logger ??= (await import('../core/logging/logger')).createAppLogger()
    logger.error('The web shell could not start', {
      error: err instanceof Error ? err.message : String(err),
    })
    process.exit(1)
  }
}

async function run(options: RunWebShellOptions, onLogger: (logger: Logger) => void): Promise<void> {
  const { values } = parseArgs({
    args: [...options.args],
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

  // What is said before the logger is loaded waits for it (below).
  const early: string[] = []
  let log = (line: string): void => void early.push(line)
  const listener = await listenEarly({ port, log: (line) => log(line) })
  const launchKey = process.env[LAUNCH_KEY_ENV] || newLaunchKey()
  const oneTimeLink = () => launchLink(listener.origin, mintLaunchCode(launchKey))
  const opened =
    values.open && !values['no-open']
      ? openAppWindow(oneTimeLink(), join(dataDir, 'browser-profile'))
      : { opened: false as const, reason: '--no-open' }
  // The lines a user reads (how to open the app), so plain text on stdout, not log lines.
  const say = (line: string) => process.stdout.write(`${line}\n`)
  if (opened.opened) {
    say(`Workstation web shell: ${listener.origin} (opened in a Chromium app window)`)
  } else {
    say(`Workstation web shell: ${oneTimeLink()}`)
    say(`Open this one-time link in Chromium (${opened.reason}); it works once.`)
  }

  // From here on a stop closes what is up by then (the launch page goes at once).
  const up: { shell?: WebShell; core?: Promise<Workstation> } = {}
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    if (opened.opened) opened.close()
    void Promise.allSettled([up.shell?.close(), up.core?.then((w) => w.close())]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  // Now what the browser does not need to start, all loading at once (their files are read in
  // parallel); the shell serves as soon as its module is in, since the browser's first request may
  // be waiting for it, and the core starts as soon as the logger is in.
  const shellModule = import('./server')
  const loggerModule = import('../core/logging/logger')
  const coreModule = import('../core/app/start-workstation')
  // Their failures are handled where they are awaited, below; not an unhandled rejection meanwhile.
  for (const loading of [loggerModule, coreModule]) loading.catch(() => undefined)
  const { startWebShell } = await shellModule
  let coreRouter: (router: Promise<Router>) => void = () => undefined
  const shell = await startWebShell({
    listener,
    router: new Promise<Router>((resolve) => (coreRouter = resolve)),
    rendererDir: resolve(values.renderer),
    ...(options.rendererReady ? { rendererReady: options.rendererReady } : {}),
    log: (line) => log(line),
    launchKey,
  })
  up.shell = shell
  const { createAppLogger } = await loggerModule
  // As in the Electron shell: the rotated JSON file beside the settings, for "Report a problem".
  const logger: Logger = createAppLogger({ file: join(dataDir, 'logs', 'workstation.log') })
  onLogger(logger)
  log = (line) => logger.info(line)
  for (const line of early.splice(0)) log(line)

  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  const core = coreModule.then(({ startWorkstation }) =>
    startWorkstation({
      shell: 'web',
      version: pkg.version,
      dataDir,
      logger,
      ...(seed === undefined ? {} : { seed }),
    }),
  )
  up.core = core
  core.catch(() => undefined)
  coreRouter(core.then((w) => w.router))

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
  void core.then(
    (w) => {
      saySetupCode(w.pinSetupCode())
      w.onPinSetupCode(saySetupCode)
    },
    () => undefined,
  )
  if (process.stdin.isTTY) {
    say('Press Enter for another one-time link (to open the workstation in another browser).')
    process.stdin.on('data', () => {
      say(oneTimeLink())
      void core.then(
        (w) => saySetupCode(w.pinSetupCode()),
        () => undefined,
      )
    })
  }
  try {
    await core
  } catch (err) {
    if (opened.opened) opened.close()
    await shell.close()
    throw err
  }
}
