import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../http/http-client'
import { TokenManager } from './token-manager'

// The simulator answers an OTP refusal with HTTP 400, as SSI documents; SSI's envelope also lets a
// service refuse inside an HTTP 200 (`{code: <non-zero>, msg}`). A real server on a real socket
// answers that way here, since no simulator route does.
let server: Server
let url = ''
let answer: object = {}

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const manager = () =>
  new TokenManager({
    http: createHttpClient({ baseUrl: url }),
    credentials: async () => ({ apiKey: 'k'.repeat(32), apiSecret: 's'.repeat(32) }),
  })

describe('an OTP request refused inside an HTTP 200', () => {
  it('says no code was sent instead of asking for one', async () => {
    answer = { code: 400, msg: 'Too many OTP requests without verification' }
    const m = manager()
    const status = await m.requestTrading()
    m.stop()
    expect(status.token.state).not.toBe('otp-required')
    expect(status.lastError?.code).toBe('otp-not-sent')
    expect(status.lastError?.message).toContain('Too many OTP requests')
  })

  it('still asks for the code when the broker says it sent one (code 0)', async () => {
    answer = { code: 0, msg: 'Request OTP success' }
    const m = manager()
    const status = await m.requestTrading()
    m.stop()
    expect(status.token.state).toBe('otp-required')
    expect(status.lastError).toBeNull()
  })
})
