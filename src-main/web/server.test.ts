import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebShell } from './server'
import { createLaunchCodes } from './launch-codes'
import {
  ASSET_JS,
  SECRET,
  openSession,
  request,
  startTestShell,
  upgradeStatus,
  type Address,
  type TestShell,
} from './test-harness'
import { createPartialRouter } from '../core/bridge/router'

let t: TestShell
let to: Address
let host: string

beforeAll(async () => {
  t = await startTestShell()
  to = t.shell
  host = `${t.shell.host}:${t.shell.port}`
})
afterAll(() => t.close())

describe('startWebShell', () => {
  it('listens on a random 127.x.y.z of its own, whose origin carries no credential', async () => {
    expect(t.shell.host).toMatch(/^127\.\d+\.\d+\.\d+$/)
    expect(t.shell.host).not.toBe('127.0.0.1')
    expect(t.shell.origin).toBe(`http://${host}`)
    const other = await startTestShell()
    try {
      expect(other.shell.host).not.toBe(t.shell.host)
    } finally {
      await other.close()
    }
  })

  it('refuses to bind anything but a loopback address', async () => {
    const router = createPartialRouter(
      { 'app.info': () => Promise.reject(new Error('unused')), 'board.baskets': () => [] },
      { 'board.deltas': () => () => undefined },
    )
    for (const bad of ['0.0.0.0', '192.0.2.2', '127.0.0.256', 'localhost']) {
      await expect(startWebShell({ router, rendererDir: t.root, host: bad })).rejects.toThrow(/loopback/)
    }
  })
})

describe('the gate', () => {
  it('answers 401 without a session, with a short plain body and no CORS', async () => {
    const res = await request(to, '/')
    expect(res.status).toBe(401)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body.length).toBeLessThan(100)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.body).not.toContain('__CSP_NONCE__')
  })

  it('answers 401 for a wrong launch code or session cookie', async () => {
    expect((await request(to, '/?launch=nope')).status).toBe(401)
    const wrongCookie = t.cookie.replace(/=.*/, `=${'A'.repeat(43)}`)
    expect((await request(to, '/', { headers: { Cookie: wrongCookie } })).status).toBe(401)
  })

  it('answers 403 to a rebinding Host even with the session', async () => {
    const res = await request(to, '/', {
      headers: { Host: `evil.example:${t.shell.port}`, Cookie: t.cookie },
    })
    expect(res.status).toBe(403)
    for (const other of [`${t.shell.host}:1`, `127.0.0.1:${t.shell.port}`, `localhost:${t.shell.port}`]) {
      expect((await request(to, '/', { headers: { Host: other, Cookie: t.cookie } })).status, other).toBe(403)
    }
    // Node's HTTP parser already refuses an HTTP/1.1 request without Host (requireHostHeader).
    expect((await request(to, '/', { setHost: false, headers: { Cookie: t.cookie } })).status).toBe(400)
  })

  it('answers 403 to a foreign Origin, before looking at the session', async () => {
    const foreign = await request(to, '/', { headers: { Origin: 'http://evil.example', Cookie: t.cookie } })
    expect(foreign.status).toBe(403)
    const noSession = await request(to, '/', { headers: { Origin: 'http://evil.example' } })
    expect(noSession.status).toBe(403)
    expect((await request(to, '/', { headers: { Origin: 'null', Cookie: t.cookie } })).status).toBe(403)
    const own = await request(to, '/', { headers: { Origin: t.shell.origin, Cookie: t.cookie } })
    expect(own.status).toBe(200)
  })

  it('refuses a WebSocket upgrade without a session (401), from a foreign Origin or Host (403)', async () => {
    expect(await upgradeStatus(to, { origin: t.shell.origin })).toBe(401)
    expect(await upgradeStatus(to, { origin: 'http://evil.example', headers: { Cookie: t.cookie } })).toBe(
      403,
    )
    expect(
      await upgradeStatus(to, { headers: { Cookie: t.cookie, Host: `evil.example:${t.shell.port}` } }),
    ).toBe(403)
    expect(await upgradeStatus(to, { path: '/elsewhere', headers: { Cookie: t.cookie } })).toBe(404)
    expect(t.logs.some((line) => line.includes('401'))).toBe(true)
  })

  it('only allows GET and HEAD', async () => {
    const res = await request(to, '/', { method: 'POST', headers: { Cookie: t.cookie } })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    const head = await request(to, '/', { method: 'HEAD', headers: { Cookie: t.cookie } })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })
})

describe('launch codes and the session cookie (issue 11 items 8, 9)', () => {
  it('trades a one-time launch code for an HttpOnly session cookie of this address only, and a clean URL', async () => {
    const link = new URL(t.shell.launchUrl('/board?view=vn30'))
    const first = await request(to, link.pathname + link.search)
    expect(first.status).toBe(303)
    expect(first.headers.location).toBe(`http://${host}/board?view=vn30`)
    const setCookie = first.headers['set-cookie']?.[0] ?? ''
    const [pair, ...attributes] = setCookie.split(';').map((s) => s.trim())
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']))
    expect(setCookie).not.toMatch(/max-age|expires|domain/i)

    const next = await request(to, '/board?view=vn30', { headers: { Cookie: pair ?? '' } })
    expect(next.status).toBe(200)
    expect(next.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('spends a code on its first use: a second reader gets a page that says so, and no session', async () => {
    const link = new URL(t.shell.launchUrl())
    const target = link.pathname + link.search
    expect((await request(to, target)).status).toBe(303)
    const again = await request(to, target, { headers: { Accept: 'text/html' } })
    expect(again.status).toBe(410)
    expect(again.headers['set-cookie']).toBeUndefined()
    expect(again.body).toContain('already used')
    expect(t.logs.join('\n')).not.toContain(link.searchParams.get('launch'))
  })

  it('mints a different code every time, each opening its own session', async () => {
    const a = await openSession(t.shell)
    const b = await openSession(t.shell)
    expect(a).not.toBe(b)
    expect((await request(to, '/', { headers: { Cookie: a } })).status).toBe(200)
    expect((await request(to, '/', { headers: { Cookie: b } })).status).toBe(200)
  })

  it('refuses a code that was never minted, or minted under another key', async () => {
    const other = createLaunchCodes().mint()
    const res = await request(to, `/?launch=${other}`, { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(401)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('keeps a //host path on our own origin when redirecting', async () => {
    const code = new URL(t.shell.launchUrl()).searchParams.get('launch') ?? ''
    const res = await request(to, `//evil.example/x?launch=${code}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`http://${host}//evil.example/x`)
  })

  it('never opens a socket for a launch code: the socket needs the session cookie', async () => {
    const code = new URL(t.shell.launchUrl()).searchParams.get('launch') ?? ''
    expect(await upgradeStatus(to, { path: `/bridge?launch=${code}`, origin: t.shell.origin })).toBe(401)
  })

  it('is not reachable on 127.0.0.1, so no other local server shares its cookie host', async () => {
    await expect(request({ host: '127.0.0.1', port: t.shell.port }, '/')).rejects.toThrow(/ECONNREFUSED/)
  })
})

describe('a window whose session ended (issue 11 item 2)', () => {
  it('gets a page that says the app was restarted and how to reopen it', async () => {
    const stale = t.cookie.replace(/=.*/, `=${'B'.repeat(43)}`)
    const res = await request(to, '/?window=main', {
      headers: { Cookie: stale, Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
    })
    expect(res.status).toBe(401)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('restarted')
    expect(res.body).toContain('npm start')
    expect(res.body).toContain('khởi động lại')
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'/)
  })

  it('answers GET /session 204 with a session, 401 without', async () => {
    expect((await request(to, '/session', { headers: { Cookie: t.cookie } })).status).toBe(204)
    expect((await request(to, '/session')).status).toBe(401)
  })
})

describe('the renderer', () => {
  const get = (target: string) => request(to, target, { headers: { Cookie: t.cookie } })

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
