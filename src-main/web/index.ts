import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { defaultDataDir } from '../core/app/data-dir'
import { createAppLogger } from '../core/logging/logger'
import { startWorkstation } from '../core/app/start-workstation'
import { openAppWindow } from './open-browser'
import { startWebShell } from './server'

/**
 * The web shell's process: the same core as the Electron app, its bridge on a loopback WebSocket,
 * the renderer in any Chromium. Prints one line with the full URL (token included).
 */
const logger = createAppLogger()

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

  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  const workstation = await startWorkstation({
    shell: 'web',
    version: pkg.version,
    dataDir: resolve(values['data-dir'] ?? defaultDataDir()),
    logger,
    ...(seed === undefined ? {} : { seed }),
  })
  const shell = await startWebShell({
    router: workstation.router,
    rendererDir: resolve(values.renderer),
    port,
  })
  // The one line a user reads (it carries the URL to open), so plain text on stdout, not a log line.
  process.stdout.write(`Workstation web shell: ${shell.url}\n`)

  if (values.open && !values['no-open']) {
    const opened = openAppWindow(shell.url)
    if (!opened.opened) process.stdout.write(`Open the URL above in Chromium (${opened.reason}).\n`)
  }

  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    void Promise.allSettled([shell.close(), workstation.close()]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  logger.error('The web shell could not start', { error: err instanceof Error ? err.message : String(err) })
  process.exit(1)
})
