import { readFileSync } from 'node:fs'
import { migrateSettings } from './migrations'
import { zodIssues } from './settings-error'
import { settingsDocumentSchema, type SettingsDocument } from './settings-document'

export type ReadOutcome =
  | { kind: 'missing' }
  | { kind: 'ok'; document: SettingsDocument; fromVersion: number }
  | { kind: 'unusable'; reason: string }

/**
 * Reads settings.json and brings it to the current shape: read, parse, migrate, validate. Never throws;
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

  const migrated = migrateSettings(raw)
  if (!migrated.ok) return { kind: 'unusable', reason: migrated.reason }

  const parsed = settingsDocumentSchema.safeParse(migrated.document)
  if (!parsed.success) {
    const issues = zodIssues(parsed.error)
    const shown = issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`)
    if (issues.length > 3) shown.push(`and ${issues.length - 3} more`)
    return { kind: 'unusable', reason: `the file does not match the settings schema (${shown.join('; ')})` }
  }
  return { kind: 'ok', document: parsed.data, fromVersion: migrated.fromVersion }
}
