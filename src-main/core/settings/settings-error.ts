import type { z } from 'zod'

/**
 * A rejected settings change. The message names each offending path, so the bridge can hand it to the
 * UI as it is; it never echoes the rejected value.
 */
export class SettingsValidationError extends Error {
  override readonly name = 'SettingsValidationError'
  readonly issues: readonly { path: string; message: string }[]

  constructor(what: string, error: z.ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    }))
    super(`Invalid ${what}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
    this.issues = issues
  }
}
