import { SETTINGS_VERSION } from './settings-document'

/**
 * Migrations of settings.json, run on the parsed JSON before it is validated.
 *
 * They are ours rather than conf's `migrations` option because conf keys them by semver in a hidden
 * `__internal__` field and also runs them on a brand-new empty store; here the version is the
 * document's own `version` field, and each step is a pure function that a test can feed an old file.
 *
 * Each step only moves or renames fields and never validates: whatever it produces is checked against
 * the current schema afterwards, and a file that still does not fit is moved aside.
 *
 * - Version 0 (no `version` field): UI preferences flat at the top (`theme`, `locale`, `volumeUnit`),
 *   the active profile as `activeProfile`, window layouts as `layouts`, and live profiles with the
 *   spec's snake_case address names (`base_url`, `auth_url`, `api_url`, `identity_url`).
 * - Version 1: UI preferences grouped under `ui`, `activeProfileId`, `windows`; profiles unchanged.
 * - Version 2 (current): profile addresses in camelCase, as the Profile type names them, with
 *   `kind: 'live'` written out.
 */

type Json = Record<string, unknown>
type Step = (doc: Json) => Json

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Renames `from` to `to` when present and `to` is not already set. */
function rename(doc: Json, from: string, to: string): Json {
  if (!(from in doc)) return doc
  const { [from]: value, ...rest } = doc
  return to in rest ? rest : { ...rest, [to]: value }
}

const from0to1: Step = (doc) => {
  const { theme, locale, volumeUnit, ...rest } = doc
  const ui: Json = isObject(rest['ui']) ? { ...rest['ui'] } : {}
  if (theme !== undefined) ui['theme'] ??= theme
  if (locale !== undefined) ui['locale'] ??= locale
  if (volumeUnit !== undefined) ui['volumeUnit'] ??= volumeUnit
  return { ...rename(rename(rest, 'activeProfile', 'activeProfileId'), 'layouts', 'windows'), ui, version: 1 }
}

const snakeToCamel: readonly (readonly [string, string])[] = [
  ['base_url', 'baseUrl'],
  ['auth_url', 'authUrl'],
  ['api_url', 'apiUrl'],
  ['identity_url', 'identityUrl'],
]

const from1to2: Step = (doc) => {
  const profiles = Array.isArray(doc['profiles'])
    ? doc['profiles'].map((p: unknown) =>
        isObject(p) ? { ...snakeToCamel.reduce((acc, [a, b]) => rename(acc, a, b), p), kind: 'live' } : p,
      )
    : doc['profiles']
  return { ...doc, profiles, version: 2 }
}

/** steps[n] turns version n into version n + 1. */
const steps: readonly Step[] = [from0to1, from1to2]

export type MigrationResult =
  { ok: true; document: Json; fromVersion: number } | { ok: false; reason: string }

export function migrateSettings(raw: unknown): MigrationResult {
  if (!isObject(raw)) return { ok: false, reason: 'the file does not hold a JSON object' }
  const version = raw['version'] ?? 0
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, reason: `unknown settings version ${JSON.stringify(version)}` }
  }
  if (version > SETTINGS_VERSION) {
    // Written by a newer release: guessing at its meaning could lose data, so it is kept aside instead.
    return { ok: false, reason: `written by a newer version of the app (settings version ${version})` }
  }
  let document = raw
  for (let v = version; v < SETTINGS_VERSION; v++) {
    const step = steps[v]
    if (step === undefined) return { ok: false, reason: `no migration from settings version ${v}` }
    document = step(document)
  }
  return { ok: true, document, fromVersion: version }
}
