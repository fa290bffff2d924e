import type { z } from 'zod'

export interface SettingsIssue {
  path: string
  message: string
}

/**
 * A rejected settings change. The message names each offending path so the bridge can hand it to the
 * UI as it is; it never echoes the rejected value.
 */
export class SettingsValidationError extends Error {
  override readonly name = 'SettingsValidationError'
  readonly issues: readonly SettingsIssue[]

  constructor(what: string, issues: readonly SettingsIssue[]) {
    super(`Invalid ${what}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
    this.issues = issues
  }

  static fromZod(what: string, error: z.ZodError): SettingsValidationError {
    return new SettingsValidationError(what, zodIssues(error))
  }
}

export function zodIssues(error: z.ZodError): SettingsIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }))
}
