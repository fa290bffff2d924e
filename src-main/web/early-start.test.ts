import { describe, expect, it } from 'vitest'
import type { Router } from '../core/bridge/router'
import { createPartialRouter } from '../core/bridge/router'
import { listenEarly } from './early-listener'
import { mintLaunchCode, newLaunchKey } from './launch-codes'
import {
  ASSET_JS,
  BridgeClient,
  eventually,
  isMessage,
  request,
  startTestShell,
  upgradeStatus,
  type HttpAnswer,
} from './test-harness'

/**
 * Issue 24: a start binds the address and spawns the browser before the shell and the core are
 * loaded (run-web-shell.ts), and builds the renderer meanwhile (scripts/start.mjs). Whatever comes
 * early waits and is then served, in order: nothing is refused, lost or answered wrongly.
 */

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

const coreRouter = (): Router =>
  createPartialRouter(
    {
      'app.info': () => ({
        version: '0.0.0-late-core',
        shell: 'web',
        profile: { id: 'demo', name: 'Demo', kind: 'demo' },
        simulatorUrl: null,
        notices: [],
      }),
      'board.baskets': () => [],
    },
    { 'board.deltas': () => () => undefined },
  )

describe('requests before the shell serves (early-listener.ts)', () => {
  it('holds them, then the shell answers each as it would have: the launch link, a page, a socket', async () => {
    const key = newLaunchKey()
    const listener = await listenEarly({ host: '127.0.0.1' })
    const to = { host: listener.host, port: listener.port }
    const answers: Record<string, HttpAnswer | number> = {}
    const launch = request(to, `/?launch=${mintLaunchCode(key)}`).then((a) => (answers.launch = a))
    const page = request(to, '/').then((a) => (answers.page = a))
    const socket = upgradeStatus(to).then((status) => (answers.socket = status))
    await eventually(() => listener.held() === 3)
    expect(Object.keys(answers)).toEqual([])

    const t = await startTestShell({ listener, launchKey: key })
    try {
      await Promise.all([launch, page, socket])
      // The launch code was spent by its held request: a session cookie, as for any launch.
      const spent = answers.launch as HttpAnswer
      expect(spent.status).toBe(303)
      expect(spent.headers['set-cookie']?.[0]).toMatch(/HttpOnly/)
      // Without a session, as it would have been answered at once.
      expect((answers.page as HttpAnswer).status).toBe(401)
      expect(answers.socket).toBe(401)
      expect(listener.held()).toBe(0)
      expect(t.shell.origin).toBe(listener.origin)
    } finally {
      await t.close()
    }
  })

  it('refuses to be served twice', async () => {
    const listener = await listenEarly({ host: '127.0.0.1' })
    const t = await startTestShell({ listener })
    try {
      expect(() =>
        listener.serve(
          () => undefined,
          () => undefined,
        ),
      ).toThrow(/once/)
    } finally {
      await t.close()
    }
  })
})

describe('the renderer still building (rendererReady)', () => {
  it('answers the launch link and the session at once, and the renderer’s files once the build is done', async () => {
    const built = deferred<undefined>()
    const t = await startTestShell({ rendererReady: built.promise.then(() => undefined) })
    try {
      let asset: HttpAnswer | undefined
      const pending = request(t.shell, '/assets/index-abc123.js', { headers: { Cookie: t.cookie } }).then(
        (a) => (asset = a),
      )
      // Served after the asset was asked for, on another connection: the shell is answering.
      expect((await request(t.shell, '/session', { headers: { Cookie: t.cookie } })).status).toBe(204)
      expect(asset).toBeUndefined()
      built.resolve(undefined)
      await pending
      expect(asset?.status).toBe(200)
      expect(asset?.body).toBe(ASSET_JS)
    } finally {
      await t.close()
    }
  })
})

describe('the core still starting (a router promise)', () => {
  it('takes a bridge socket that comes first, and serves it once the core is up', async () => {
    const core = deferred<Router>()
    const t = await startTestShell({ router: core.promise })
    try {
      let opened = false
      const connecting = BridgeClient.connect(t).then((client) => {
        opened = true
        return client
      })
      // The shell answers other requests meanwhile; the socket neither opens nor is refused.
      expect((await request(t.shell, '/session', { headers: { Cookie: t.cookie } })).status).toBe(204)
      expect(opened).toBe(false)
      core.resolve(coreRouter())
      const client = await connecting
      client.send({ t: 'call', id: 1, name: 'app.info', input: {} })
      const answer = await client.next(isMessage('result', 1))
      expect(answer.result).toMatchObject({ ok: true, value: { version: '0.0.0-late-core' } })
      await client.close()
    } finally {
      await t.close()
    }
  })

  it('refuses a waiting socket with 503 when the core cannot start, and the shell keeps answering', async () => {
    let fail: (err: Error) => void = () => undefined
    const failing = new Promise<Router>((_resolve, reject) => (fail = reject))
    const t = await startTestShell({ router: failing })
    try {
      const status = upgradeStatus(t.shell, {
        headers: { Cookie: t.cookie },
        origin: t.shell.origin,
      })
      expect((await request(t.shell, '/session', { headers: { Cookie: t.cookie } })).status).toBe(204)
      fail(new Error('the vault cannot be opened'))
      expect(await status).toBe(503)
    } finally {
      await t.close()
    }
  })
})
