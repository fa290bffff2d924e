import { describe, expect, it } from 'vitest'
import { CSP_NONCE_PLACEHOLDER, contentSecurityPolicy, injectNonce, newNonce } from './csp'

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )

describe('contentSecurityPolicy', () => {
  it('builds the exact shared policy around the nonce', () => {
    const nonce = newNonce()
    expect(contentSecurityPolicy(nonce)).toBe(
      "default-src 'none'; script-src 'nonce-" +
        nonce +
        "' 'strict-dynamic'; style-src 'self' 'nonce-" +
        nonce +
        "'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'none'; object-src 'none'",
    )
  })

  it('never allows eval or inline code', () => {
    const policy = contentSecurityPolicy(newNonce(), { connectSrc: ['ws://127.0.0.1:5173'] })
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
    expect(directives(policy).get('script-src')).toEqual([
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
    ])
  })

  it('adds extra connect sources after self', () => {
    const policy = contentSecurityPolicy(newNonce(), {
      connectSrc: ['ws://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    })
    expect(directives(policy).get('connect-src')).toEqual([
      "'self'",
      'ws://127.0.0.1:5173',
      'http://127.0.0.1:5173',
    ])
  })

  it('refuses a source that would inject a directive', () => {
    expect(() => contentSecurityPolicy(newNonce(), { connectSrc: ["* ; script-src 'unsafe-eval'"] })).toThrow(
      /connect-src/,
    )
    expect(() => contentSecurityPolicy(newNonce(), { connectSrc: ['a,b'] })).toThrow()
  })

  it('refuses a nonce that is short or not base64', () => {
    expect(() => contentSecurityPolicy('abc')).toThrow(/nonce/)
    expect(() => contentSecurityPolicy(`${newNonce()}' 'unsafe-inline`)).toThrow(/nonce/)
  })
})

describe('newNonce', () => {
  it('is base64 of 128 random bits and differs each time', () => {
    const a = newNonce()
    const b = newNonce()
    expect(Buffer.from(a, 'base64')).toHaveLength(16)
    expect(Buffer.from(a, 'base64').toString('base64')).toBe(a)
    expect(a).not.toBe(b)
  })
})

describe('injectNonce', () => {
  it('replaces the placeholder everywhere, including the csp-nonce meta', () => {
    const html = [
      '<meta property="csp-nonce" nonce="__CSP_NONCE__">',
      '<script type="module" crossorigin nonce="__CSP_NONCE__" src="./assets/index.js"></script>',
      '<link rel="stylesheet" nonce="__CSP_NONCE__" href="./assets/index.css">',
    ].join('\n')
    const nonce = newNonce()
    const out = injectNonce(html, nonce)
    expect(out).not.toContain(CSP_NONCE_PLACEHOLDER)
    expect(out.split(`nonce="${nonce}"`)).toHaveLength(4)
  })

  it('refuses a nonce that could break out of the attribute', () => {
    expect(() => injectNonce('<x nonce="__CSP_NONCE__">', '"><script>alert(1)</script>')).toThrow(/nonce/)
  })
})
