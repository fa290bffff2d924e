import { mkdirSync } from 'node:fs'
import { basename, dirname, sep } from 'node:path'
import pino, { type DestinationStream, type LoggerOptions } from 'pino'
import pinoPretty from 'pino-pretty'
import { createStream } from 'rotating-file-stream'
import { knownSecrets, type KnownSecrets } from './known-secrets'

/**
 * The one logging seam of the core and both shells. Product code logs through this and never
 * through `console.*` (ESLint's no-console holds it). Fields are structured; messages are our own
 * words, and anything else that ends up in a line is scrubbed on its way out.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
  child(bindings: Record<string, unknown>): Logger
}

/**
 * Credential fields wherever they appear in a logged object (pino's fast-redact paths: one
 * wildcard level for nested records such as `request.headers`).
 */
export const redactedPaths = [
  'apiKey',
  'apiSecret',
  'secret',
  'accessToken',
  'refreshToken',
  'token',
  'pin',
  'otp',
  'password',
  'cookie',
  'authorization',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-svc-apikey"]',
  'headers["X-SVC-APIKEY"]',
  'headers["x-sim-control-token"]',
  '*.apiKey',
  '*.apiSecret',
  '*.accessToken',
  '*.refreshToken',
  '*.pin',
  '*.otp',
  '*.password',
  '*.cookie',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["x-svc-apikey"]',
  '*.headers["X-SVC-APIKEY"]',
]

export interface LoggerConfig {
  /** Where JSON lines go; default stderr. */
  destination?: DestinationStream
  level?: LoggerOptions['level']
  secrets?: KnownSecrets
}

/**
 * pino with `redact` for credential fields and a last pass over each finished line for credential
 * values inside free text (pino's documented `hooks.streamWrite`).
 */
export function createLogger(config: LoggerConfig = {}): Logger {
  const secrets = config.secrets ?? knownSecrets
  const base = pino(
    {
      level: config.level ?? 'info',
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // Any header named X-SVC-* carries a key, whatever its exact name.
      serializers: { headers: redactSvcHeaders },
      hooks: { streamWrite: (line) => secrets.scrub(line) },
    },
    config.destination ?? pino.destination({ dest: 2, sync: true }),
  )
  return wrap(base)
}

function wrap(p: pino.Logger): Logger {
  return {
    info: (message, fields) => p.info(fields ?? {}, message),
    warn: (message, fields) => p.warn(fields ?? {}, message),
    error: (message, fields) => p.error(fields ?? {}, message),
    child: (bindings) => wrap(p.child(bindings)),
  }
}

function redactSvcHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null) return headers
  return Object.fromEntries(
    Object.entries(headers as Record<string, unknown>).map(([k, v]) => [
      k,
      /^(x-svc-|authorization$|cookie$|set-cookie$|x-sim-control-token$)/i.test(k) ? '[redacted]' : v,
    ]),
  )
}

/** How big `workstation.log` grows before it is rotated, and how many rotated files are kept. */
export const LOG_ROTATION = { size: '10M', keep: 5 } as const

export interface AppLoggerOptions {
  /**
   * The log file (`<data>/logs/workstation.log`): JSON lines, rotated by size to
   * `workstation.1.log` … `workstation.<keep>.log` (a packaged app has no terminal to read).
   */
  file?: string
  /** Lines a person reads on stderr (pino-pretty) rather than JSON; default: when stderr is a terminal. */
  pretty?: boolean
  /** Where the terminal lines go (tests); default stderr. */
  terminal?: NodeJS.WritableStream
  rotation?: { size: string; keep: number }
}

/**
 * The shells' logger: lines on stderr — readable in a terminal, JSON when piped (a collector or a
 * test reads them) — and, when `file` is given, JSON in that rotated file, created 0600.
 */
export function createAppLogger(options: AppLoggerOptions = {}): Logger {
  const terminal = terminalStream(options)
  if (options.file === undefined) return createLogger({ destination: terminal })
  return createLogger({
    destination: pino.multistream([
      { stream: terminal },
      { stream: rotatedLogFile(options.file, options.rotation ?? LOG_ROTATION) },
    ]),
  })
}

function terminalStream(options: AppLoggerOptions): DestinationStream {
  const pretty = options.pretty ?? (process.stderr.isTTY && process.env.WORKSTATION_LOG_JSON === undefined)
  if (!pretty) return options.terminal ?? pino.destination({ dest: 2, sync: true })
  // pino-pretty as a stream in this thread (not a transport's worker): Electron's bundled main and
  // the web shell need no extra file, and the line is already scrubbed by the logger's streamWrite hook.
  return pinoPretty({
    destination: options.terminal ?? 2,
    sync: options.terminal === undefined,
    colorize: options.terminal === undefined && process.stderr.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  })
}

function rotatedLogFile(file: string, rotation: { size: string; keep: number }): DestinationStream {
  const dir = dirname(file)
  const name = basename(file)
  const stem = name.replace(/\.log$/, '')
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  // In logrotate mode the generator's one argument is the rotation index (null: the live file),
  // whatever its declared type says.
  const fileName = (index: number | Date | null): string =>
    typeof index === 'number' && index > 0 ? `${stem}.${index}.log` : name
  return createStream(fileName, {
    path: `${dir}${sep}`,
    size: rotation.size,
    rotate: rotation.keep,
    mode: 0o600,
  })
}

/** A logger that drops everything (tests that do not look at logs, code built without a shell). */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
}
