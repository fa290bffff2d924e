import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// No Electron binary here: the one Electron fake, whose `protocol.handle` records the handler.
vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)
const { electronFake } = await import('./testing/electron-fake')
const { APP_SCHEME, serveRenderer } = await import('./app-protocol')

type ProtocolHandler = (request: Request) => Promise<Response>

let root: string
const SECRET = 'OUTSIDE-THE-RENDERER'
const get = (target: string): Promise<Response> => {
  const handler = electronFake.protocol.handle.mock.calls.findLast(
    ([scheme]) => scheme === APP_SCHEME,
  )?.[1] as ProtocolHandler | undefined
  if (!handler) throw new Error('no app:// handler')
  return handler(new Request(`app://workstation${target}`))
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'app-protocol-'))
  const renderer = path.join(root, 'renderer')
  await mkdir(path.join(renderer, 'assets'), { recursive: true })
  await writeFile(path.join(root, 'secret.txt'), SECRET)
  await writeFile(
    path.join(renderer, 'index.html'),
    '<meta property="csp-nonce" nonce="__CSP_NONCE__"><div id="root"></div>',
  )
  await writeFile(path.join(renderer, 'assets', 'index-abc.js'), 'console.log(1)')
  await writeFile(path.join(renderer, 'favicon.ico'), 'ico')
  await writeFile(path.join(renderer, 'assets', 'font.woff'), 'woff')
  await symlink(path.join(root, 'secret.txt'), path.join(renderer, 'linked.txt'))
  serveRenderer(renderer)
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('app:// serves the renderer as the web shell does (one table, one resolver)', () => {
  it('gives the page a fresh nonce and its CSP', async () => {
    const page = await get('/')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    expect(await page.text()).toContain(`nonce="${nonce ?? '?'}"`)
    expect((await get('/orders/open')).headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('types every file the build emits from the shared table, and caches hashed assets', async () => {
    const js = await get('/assets/index-abc.js')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toContain('immutable')
    // The shell's own table had neither of these.
    expect((await get('/favicon.ico')).headers.get('content-type')).toBe('image/x-icon')
    expect((await get('/assets/font.woff')).headers.get('content-type')).toBe('font/woff')
    expect((await get('/assets/missing.js')).status).toBe(404)
  })

  it.each(['/linked.txt', '/..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/%E0%A4%A'])(
    'never serves a file outside the renderer: %s',
    async (target) => {
      const res = await get(target)
      expect([400, 404]).toContain(res.status)
      expect(await res.text()).not.toContain(SECRET)
    },
  )
})
