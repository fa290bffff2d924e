import { readdir, readFile, stat } from 'node:fs/promises'
import { arch, platform, release } from 'node:os'
import { join } from 'node:path'
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { SettingsDocument } from '../settings/settings-document'
import type { Clock } from '../clock/clock'
import { knownSecrets, type KnownSecrets } from '../logging/known-secrets'

/** The last this-many bytes of each log file: enough for the hours before a problem. */
export const LOG_TAIL_BYTES = 2 * 1024 * 1024
/** The newest crash dumps only; each is a few hundred kilobytes. */
export const MAX_CRASH_DUMPS = 5

export interface ProblemReportSources {
  version: string
  shell: 'electron' | 'web'
  /** `<data>/logs`: workstation.log and its rotated files. */
  logsDir: string
  /** Electron's `crashDumps` folder; none in the web shell. */
  crashDumpsDir: string | null
  settings: () => SettingsDocument
  secrets?: KnownSecrets
  /** When the report is made: its file name and its `report.json` carry it. */
  clock: Pick<Clock, 'now'>
}

export interface ProblemReport {
  fileName: string
  bytes: Uint8Array
}

/**
 * "Report a problem": one zip that a user can mail to support — version and platform, the last logs,
 * the settings and the crash dumps — and never a secret. Logs are redacted when written, but they are
 * scrubbed again here (a log written by an older version, or a value learnt later); settings hold no
 * credential (those are in the vault), but every field named like one is dropped anyway; a dump that
 * holds a known secret in its bytes is left out and said so.
 */
export async function buildProblemReport(sources: ProblemReportSources): Promise<ProblemReport> {
  const secrets = sources.secrets ?? knownSecrets
  const at = new Date(sources.clock.now())
  const files: Zippable = {}
  const leftOut: string[] = []

  for (const name of await listFiles(sources.logsDir, (n) => n.endsWith('.log'))) {
    const text = await tail(join(sources.logsDir, name), LOG_TAIL_BYTES)
    files[`logs/${name}`] = strToU8(secrets.scrub(text))
  }

  files['settings.json'] = strToU8(secrets.scrub(JSON.stringify(withoutSecrets(sources.settings()), null, 2)))

  if (sources.crashDumpsDir !== null) {
    const dumps = await newestFiles(sources.crashDumpsDir, (n) => n.endsWith('.dmp'), MAX_CRASH_DUMPS)
    for (const path of dumps) {
      const bytes = await readFile(path)
      const name = path.slice(sources.crashDumpsDir.length + 1).replaceAll('\\', '/')
      if (holdsSecret(bytes, secrets)) leftOut.push(`crash-dumps/${name}: holds a credential`)
      else files[`crash-dumps/${name}`] = new Uint8Array(bytes)
    }
  }

  const about = {
    app: 'VN Trading Workstation',
    version: sources.version,
    shell: sources.shell,
    platform: platform(),
    osRelease: release(),
    arch: arch(),
    versions: {
      node: process.versions.node,
      ...shellVersions(),
    },
    createdAt: at.toISOString(),
    leftOut,
  }
  files['about.json'] = strToU8(JSON.stringify(about, null, 2))

  const stamp = at.toISOString().replace(/[:.]/g, '-')
  return { fileName: `workstation-problem-${stamp}.zip`, bytes: zipSync(files, { level: 6 }) }
}

/** Field names that would hold a credential, wherever they are in the settings. */
const secretName = /(secret|password|token|apikey|api_key|pin|otp|cookie|authorization|credential)/i

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secretName.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  )
}

/** A known secret in the bytes, as UTF-8 or as UTF-16 (how a Windows process holds its strings). */
function holdsSecret(bytes: Buffer, secrets: KnownSecrets): boolean {
  // Scrub needs text: latin1 keeps every byte as one character, so a UTF-8 secret still matches.
  return [bytes.toString('latin1'), bytes.toString('utf16le')].some((text) => secrets.scrub(text) !== text)
}

async function listFiles(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(keep).sort()
  } catch {
    return []
  }
}

async function newestFiles(dir: string, keep: (name: string) => boolean, max: number): Promise<string[]> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true })
  } catch {
    return []
  }
  const paths = entries.filter((e) => e.isFile() && keep(e.name)).map((e) => join(e.parentPath, e.name))
  const dated = await Promise.all(paths.map(async (path) => ({ path, at: (await stat(path)).mtimeMs })))
  return dated
    .sort((a, b) => b.at - a.at)
    .slice(0, max)
    .map((d) => d.path)
}

async function tail(path: string, max: number): Promise<string> {
  const bytes = await readFile(path)
  if (bytes.length <= max) return bytes.toString('utf8')
  const cut = bytes.subarray(bytes.length - max).toString('utf8')
  // From the first whole line.
  return cut.slice(cut.indexOf('\n') + 1)
}

/** Electron's and Chromium's versions when running inside Electron; null in plain Node. */
function shellVersions(): { electron: string | null; chrome: string | null } {
  const versions: Partial<Record<string, string>> = process.versions
  return { electron: versions.electron ?? null, chrome: versions.chrome ?? null }
}
