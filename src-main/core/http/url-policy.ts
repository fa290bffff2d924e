/**
 * Where the core may send a key, a secret or a token. Plain http is only acceptable to this
 * machine (the embedded simulator, a local test server): anywhere else the credentials would cross
 * a network in clear. Checked where profiles are saved and again by the HTTP client, so a profile
 * that slipped in another way (an older settings file) still cannot send them.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** Why `url` must not carry credentials, or null when it may. */
export function insecureUrlReason(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a valid URL'
  }
  if (parsed.protocol === 'https:') return null
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return null
  return parsed.protocol === 'http:'
    ? 'must use https:// (plain http:// is accepted only for this machine: localhost, 127.x.x.x, ::1)'
    : 'must be an https:// URL'
}
