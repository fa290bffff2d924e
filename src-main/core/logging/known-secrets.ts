/**
 * Every credential value the core holds (API key and secret, access and refresh tokens, a PIN or an
 * OTP while it is in use), so that text we did not write — a broker's error body that echoes the
 * request, an exception message — can be scrubbed before it is shown or logged. Field names alone
 * (pino's `redact`) cannot catch a secret inside free text; values can.
 */
export class KnownSecrets {
  private readonly values = new Set<string>()

  /** Values shorter than 4 characters are ignored: scrubbing them would mangle ordinary text. */
  add(...values: (string | undefined | null)[]): void {
    for (const value of values) if (typeof value === 'string' && value.length >= 4) this.values.add(value)
  }

  forget(...values: (string | undefined | null)[]): void {
    for (const value of values) if (typeof value === 'string') this.values.delete(value)
  }

  /** `text` with every known secret, every bearer token and every JWT replaced by a marker. */
  scrub(text: string): string {
    let out = text
    // Longest first, so a secret that contains another is replaced whole.
    for (const value of [...this.values].sort((a, b) => b.length - a.length)) {
      out = replaceAll(out, value)
      // The same value as it appears inside a JSON string (a log line is JSON).
      const escaped = JSON.stringify(value).slice(1, -1)
      if (escaped !== value) out = replaceAll(out, escaped)
    }
    return out
      .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]')
      .replace(/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, '[redacted-jwt]')
  }

  /**
   * Words the broker wrote (an error body, a rejected reason, a cancel answer), as the core may
   * pass them on: cut to `max` characters, then scrubbed, since they can echo what was sent.
   */
  brokerWords(text: string, max = 500): string {
    return this.scrub(text.slice(0, max))
  }
}

const replaceAll = (text: string, value: string) => text.split(value).join('[redacted]')

/**
 * One set for the process: the vault, the token managers of every profile and the logger all meet
 * here, and a secret learnt by one core must stay scrubbed after a profile switch.
 */
export const knownSecrets = new KnownSecrets()
