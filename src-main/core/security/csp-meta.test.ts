import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER, newNonce } from './csp'

const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .sort()

describe('the CSP meta tag of index.html', () => {
  it('is the header policy, less frame-ancestors (which a meta tag cannot carry)', async () => {
    const html = await readFile(resolve(import.meta.dirname, '../../../src-renderer/index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    const nonce = newNonce()
    const fromMeta = directives(meta!.replaceAll(CSP_NONCE_PLACEHOLDER, nonce))
    const fromHeader = directives(contentSecurityPolicy(nonce)).filter(
      (d) => !d.startsWith('frame-ancestors'),
    )
    expect(fromMeta).toEqual(fromHeader)
  })
})
