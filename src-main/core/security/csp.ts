import { randomBytes } from 'node:crypto'

/**
 * The Content-Security-Policy of the renderer, shared by the Electron shell and the web shell so
 * that both run the renderer under exactly the same rules.
 *
 * Scripts run only when they carry the per-load nonce (no eval, no inline script without it). Styles
 * come from our origin or carry the nonce: ag-grid's theming API injects `<style>` elements, and its `styleNonce`
 * option stamps them with the nonce instead of forcing `'unsafe-inline'`.
 */

/** Vite's `html.cspNonce` writes this value into every emitted tag and the `csp-nonce` meta. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__'

export interface CspOptions {
  /**
   * Extra `connect-src` sources (e.g. a dev server's `ws://127.0.0.1:5173`). `'self'` already
   * covers same-origin `ws:` in Chromium, so the web shell's bridge needs nothing here.
   */
  readonly connectSrc?: readonly string[]
}

// base64 (standard or url-safe) with optional padding: nothing that could end an attribute or a
// directive, which matters because the nonce is pasted into both HTML and a header.
const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{22,}={0,2}$/

// A source expression must not be able to start a new directive (`;`) or policy (`,`).
const SOURCE_PATTERN = /^[^\s;,]+$/

function assertNonce(nonce: string): void {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('CSP nonce must be base64 of at least 128 bits')
}

export function contentSecurityPolicy(nonce: string, opts: CspOptions = {}): string {
  assertNonce(nonce)
  const extraConnect = opts.connectSrc ?? []
  for (const source of extraConnect) {
    if (!SOURCE_PATTERN.test(source)) throw new Error(`Invalid connect-src source: ${JSON.stringify(source)}`)
  }
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // A nonce rather than 'self' (a strict CSP): only the tags the shell stamped at this load run;
    // 'strict-dynamic' lets that trusted bundle load its own chunks.
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'"],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...extraConnect],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/** A fresh nonce per page load: 128 random bits, base64 as CSP expects. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** Replaces every build-time placeholder in the page with this load's nonce. */
export function injectNonce(html: string, nonce: string): string {
  assertNonce(nonce)
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
}
