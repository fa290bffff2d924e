import pino, { type DestinationStream, type LoggerOptions } from 'pino'
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

/**
 * The shells' logger: JSON lines on stderr and, when `file` is given (the Electron shell: a packaged
 * app has no terminal), in that file too, created 0600 in its folder.
 */
export function createAppLogger(options: { file?: string } = {}): Logger {
  const stderr = pino.destination({ dest: 2, sync: true })
  return createLogger({
    destination:
      options.file === undefined
        ? stderr
        : pino.multistream([
            { stream: stderr },
            { stream: pino.destination({ dest: options.file, mkdir: true, mode: 0o600, sync: false }) },
          ]),
  })
}

/** A logger that drops everything (tests that do not look at logs, code built without a shell). */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
}
