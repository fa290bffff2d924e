import { readFileSync } from 'node:fs'
import { zodIssues } from './settings-error'
import { settingsDocumentSchema, SETTINGS_VERSION, type SettingsDocument } from './settings-document'

export type ReadOutcome =
  { kind: 'missing' } | { kind: 'ok'; document: SettingsDocument } | { kind: 'unusable'; reason: string }

/**
 * Why a parsed file is not of the settings format this app reads, or null when it is. There is one
 * format so far (version 2, the first any build wrote; no release has shipped another), so there is
 * nothing to migrate: a file of any other version is kept aside rather than guessed at. The first
 * change of format adds its migration here.
 */
function versionProblem(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return 'the file does not hold a JSON object'
  const version = (raw as Record<string, unknown>)['version']
  if (version === SETTINGS_VERSION) return null
  if (typeof version === 'number' && Number.isInteger(version) && version > SETTINGS_VERSION) {
    return `written by a newer version of the app (settings version ${version})`
  }
  return `unknown settings version ${version === undefined ? '(none)' : JSON.stringify(version)}`
}

/**
 * Reads settings.json: read, parse, check the version, validate. Never throws;
 * every way a file can be unusable (unreadable, not JSON, wrong shape, from a newer version) comes back
 * as `unusable` with a reason a person can read.
 */
export function readSettingsFile(path: string): ReadOutcome {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { kind: 'missing' }
    return { kind: 'unusable', reason: `the file cannot be read (${code ?? String(error)})` }
  }

  let raw: unknown
  try {
    // A byte-order mark is what a Windows editor leaves behind; it is not damage.
    raw = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    return { kind: 'unusable', reason: 'the file is not valid JSON' }
  }

  const problem = versionProblem(raw)
  if (problem !== null) return { kind: 'unusable', reason: problem }

  const parsed = settingsDocumentSchema.safeParse(raw)
  if (!parsed.success) {
    const issues = zodIssues(parsed.error)
    const shown = issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`)
    if (issues.length > 3) shown.push(`and ${issues.length - 3} more`)
    return { kind: 'unusable', reason: `the file does not match the settings schema (${shown.join('; ')})` }
  }
  return { kind: 'ok', document: parsed.data }
}
