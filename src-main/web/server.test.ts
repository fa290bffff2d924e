import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebShell } from './server'
import { ASSET_JS, SECRET, request, startTestShell, upgradeStatus, type TestShell } from './test-harness'
import { createPartialRouter } from '../core/bridge/router'

let t: TestShell
let port: number
let host: string

beforeAll(async () => {
  t = await startTestShell()
  port = t.shell.port
  host = `127.0.0.1:${port}`
})
afterAll(() => t.close())

describe('startWebShell', () => {
  it('listens on loopback and returns a URL carrying a 256-bit token', () => {
    expect(t.shell.origin).toBe(`http://127.0.0.1:${port}`)
    expect(t.shell.url).toBe(`http://127.0.0.1:${port}/?token=${t.shell.token}`)
    expect(Buffer.from(t.shell.token, 'base64url')).toHaveLength(32)
  })

  it('refuses to bind anything but 127.0.0.1', async () => {
    const router = createPartialRouter(
      { 'app.info': () => Promise.reject(new Error('unused')), 'board.baskets': () => [] },
      { 'board.deltas': () => () => undefined },
    )
    const host = '0.0.0.0' as '127.0.0.1'
    await expect(startWebShell({ router, rendererDir: t.root, host })).rejects.toThrow(/127\.0\.0\.1 only/)
  })
})

describe('the gate', () => {
  it('answers 401 without a token, with a short plain body and no CORS', async () => {
    const res = await request(port, '/')
    expect(res.status).toBe(401)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body.length).toBeLessThan(40)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.body).not.toContain('__CSP_NONCE__')
  })

  it('answers 401 for a wrong token in the query or the cookie', async () => {
    expect((await request(port, '/?token=nope')).status).toBe(401)
    const wrongCookie = t.cookie.replace(/=.*/, `=${'A'.repeat(43)}`)
    expect((await request(port, '/', { headers: { Cookie: wrongCookie } })).status).toBe(401)
  })

  it('answers 403 to a rebinding Host even with the right token', async () => {
    const res = await request(port, '/', { headers: { Host: `evil.example:${port}`, Cookie: t.cookie } })
    expect(res.status).toBe(403)
    expect((await request(port, '/', { headers: { Host: '127.0.0.1:1', Cookie: t.cookie } })).status).toBe(
      403,
    )
    // Node's HTTP parser already refuses an HTTP/1.1 request without Host (requireHostHeader).
    expect((await request(port, '/', { setHost: false, headers: { Cookie: t.cookie } })).status).toBe(400)
  })

  it('accepts localhost:<port> as a Host', async () => {
    const res = await request(port, '/', { headers: { Host: `localhost:${port}`, Cookie: t.cookie } })
    expect(res.status).toBe(200)
  })

  it('answers 403 to a foreign Origin, before looking at the token', async () => {
    const foreign = await request(port, '/', { headers: { Origin: 'http://evil.example', Cookie: t.cookie } })
    expect(foreign.status).toBe(403)
    const noToken = await request(port, '/', { headers: { Origin: 'http://evil.example' } })
    expect(noToken.status).toBe(403)
    expect((await request(port, '/', { headers: { Origin: 'null', Cookie: t.cookie } })).status).toBe(403)
    const own = await request(port, '/', { headers: { Origin: t.shell.origin, Cookie: t.cookie } })
    expect(own.status).toBe(200)
  })

  it('refuses a WebSocket upgrade without a token (401), from a foreign Origin or Host (403)', async () => {
    expect(await upgradeStatus(port, { origin: t.shell.origin })).toBe(401)
    expect(await upgradeStatus(port, { origin: 'http://evil.example', headers: { Cookie: t.cookie } })).toBe(
      403,
    )
    expect(await upgradeStatus(port, { headers: { Cookie: t.cookie, Host: `evil.example:${port}` } })).toBe(
      403,
    )
    expect(await upgradeStatus(port, { path: '/elsewhere', headers: { Cookie: t.cookie } })).toBe(404)
    expect(t.logs.some((line) => line.includes('401') && !line.includes(t.shell.token))).toBe(true)
  })

  it('only allows GET and HEAD', async () => {
    const res = await request(port, '/', { method: 'POST', headers: { Cookie: t.cookie } })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    const head = await request(port, '/', { method: 'HEAD', headers: { Cookie: t.cookie } })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })
})

describe('token, cookie, redirect', () => {
  it('trades the query token for an HttpOnly session cookie and a clean URL', async () => {
    const first = await request(port, `/board?token=${t.shell.token}&view=vn30`)
    expect(first.status).toBe(303)
    expect(first.headers.location).toBe(`http://${host}/board?view=vn30`)
    const setCookie = first.headers['set-cookie']?.[0] ?? ''
    const [pair, ...attributes] = setCookie.split(';').map((s) => s.trim())
    expect(pair).toBe(t.cookie)
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']))
    expect(setCookie).not.toMatch(/max-age|expires/i)

    const next = await request(port, '/board?view=vn30', { headers: { Cookie: pair ?? '' } })
    expect(next.status).toBe(200)
    expect(next.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('keeps a //host path on our own origin when redirecting', async () => {
    const res = await request(port, `//evil.example/x?token=${t.shell.token}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`http://${host}//evil.example/x`)
  })

  it('accepts the token in the query of a WebSocket upgrade', async () => {
    await expect(
      upgradeStatus(port, { path: `/bridge?token=${t.shell.token}`, origin: t.shell.origin }),
    ).rejects.toThrow(/accepted/)
  })
})

describe('the renderer', () => {
  const get = (target: string) => request(port, target, { headers: { Cookie: t.cookie } })

  it('serves index.html with a fresh nonce that matches its CSP header', async () => {
    const a = await get('/')
    const b = await get('/')
    expect(a.status).toBe(200)
    expect(a.body).not.toContain('__CSP_NONCE__')
    const csp = String(a.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
    expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(16)
    expect(a.body.split(`nonce="${nonce}"`)).toHaveLength(4)
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`)
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(b.headers['content-security-policy']).not.toBe(csp)
  })

  it('sends the hardening headers on the page', async () => {
    const res = await get('/index.html')
    expect(res.body).toContain('<div id="root">')
    expect(res.body).not.toContain('__CSP_NONCE__')
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    })
  })

  it('falls back to the page for client routes but not for missing files', async () => {
    const route = await get('/orders/open')
    expect(route.status).toBe(200)
    expect(route.body).toContain('<div id="root">')
    expect((await get('/assets/missing.js')).status).toBe(404)
  })

  it('serves assets with their content types', async () => {
    const js = await get('/assets/index-abc123.js')
    expect(js.status).toBe(200)
    expect(js.body).toBe(ASSET_JS)
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(js.headers['x-content-type-options']).toBe('nosniff')
    expect((await get('/assets/index-abc123.css')).headers['content-type']).toBe('text/css; charset=utf-8')
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml')
  })

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%5c..%5csecret.txt',
    '/linked.txt',
    '/assets/index-abc123.js%00.html',
  ])('never serves a file outside the renderer: %s', async (target) => {
    const res = await get(target)
    expect([400, 403, 404]).toContain(res.status)
    expect(res.body).not.toContain(SECRET)
  })

  it('answers a plain GET on the bridge path with 426', async () => {
    expect((await get('/bridge')).status).toBe(426)
  })
})
