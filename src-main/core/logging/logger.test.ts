import { describe, expect, it } from 'vitest'
import { KnownSecrets } from './known-secrets'
import { createLogger } from './logger'

function memoryLogger() {
  const lines: string[] = []
  const secrets = new KnownSecrets()
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) }, secrets })
  return { lines, secrets, logger }
}

describe('the logger', () => {
  it('redacts credential fields: key, secret, tokens, PIN, OTP, Authorization, X-SVC-*, cookies', () => {
    const { lines, logger } = memoryLogger()
    logger.warn('request failed', {
      apiKey: 'k-123456',
      apiSecret: 's-123456',
      pin: '123456',
      otp: '654321',
      request: { accessToken: 'at-123456', refreshToken: 'rt-123456' },
      headers: {
        authorization: 'Bearer zzzz',
        'X-SVC-APIKEY': 'k-123456',
        'x-svc-other': 'v',
        cookie: 'c=1',
      },
    })
    expect(lines).toHaveLength(1)
    for (const secret of [
      'k-123456',
      's-123456',
      '123456',
      '654321',
      'at-123456',
      'rt-123456',
      'zzzz',
      'c=1',
    ]) {
      expect(lines[0]).not.toContain(secret)
    }
    expect(lines[0]).toContain('[redacted]')
    expect(lines[0]).toContain('request failed')
  })

  it('scrubs a known secret, a bearer token or a JWT out of free text (a broker echoing the request)', () => {
    const { lines, secrets, logger } = memoryLogger()
    secrets.add('CANARY"quoted\\secret')
    logger.error('broker said: bad secret CANARY"quoted\\secret', {
      detail: 'Authorization: Bearer abcdefgh12345678 and eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    })
    expect(lines[0]).not.toContain('CANARY')
    expect(lines[0]).not.toContain('abcdefgh12345678')
    expect(lines[0]).not.toContain('eyJzdWIiOiIxIn0')
    expect(lines[0]).toContain('broker said: bad secret [redacted]')
  })
})
