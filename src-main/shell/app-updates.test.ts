import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type ClientRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime'
import type { RequestOptions } from 'node:https'
import { DebUpdater } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createUpdates } from './app-updates'
import { realWait } from '../../src-shared/testing/real-wait'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

/**
 * electron-updater itself (its Linux .deb updater and generic provider) against a feed served by a
 * real HTTP server on loopback. Only its transport is Node's http here: Electron's `net` needs the
 * Electron binary.
 */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: object, callback: (response: IncomingMessage) => void): ClientRequest {
    const req = request(options)
    req.on('response', callback)
    return req
  }
  // Electron's executor's download, on Node's http.
  async download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined }
      configureRequestUrl(url, requestOptions)
      configureRequestOptions(requestOptions)
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      )
    })
  }
}

const deb = Buffer.from('a .deb package, as bytes')
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64')

interface Feed {
  url: string
  version: string
  hash: string
  status: number
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** latest*.yml and the package, as electron-builder publishes them to a generic feed. */
async function serveFeed(version: string): Promise<Feed> {
  const feed: Feed = { url: '', version, hash: sha512(deb), status: 200 }
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    if (feed.status !== 200) {
      res.writeHead(feed.status).end()
    } else if (/\/latest(-linux|-mac)?\.yml$/.test(path)) {
      const file = `workstation_${feed.version}_amd64.deb`
      res.writeHead(200, { 'content-type': 'text/yaml' })
      res.end(
        `version: ${feed.version}\nfiles:\n  - url: ${file}\n    sha512: ${feed.hash}\n    size: ${deb.length}\npath: ${file}\nsha512: ${feed.hash}\nreleaseDate: '2026-11-26T00:00:00.000Z'\n`,
      )
    } else if (path.endsWith('.deb')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': deb.length })
      res.end(deb)
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`
  cleanups.push(() => new Promise<void>((r) => server.close(() => r())))
  return feed
}

/** An installed app of version 1.0.0, its update config and cache in a temporary folder. */
async function installedApp(feedUrl: string): Promise<DebUpdater> {
  const dir = await mkdtemp(join(tmpdir(), 'ws-update-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  await mkdir(join(dir, 'cache'))
  const appUpdateConfigPath = join(dir, 'app-update.yml')
  await writeFile(
    appUpdateConfigPath,
    `provider: generic\nurl: ${feedUrl}\nupdaterCacheDirName: vn-trading-workstation-updater\n`,
  )
  const app: AppAdapter = {
    version: '1.0.0',
    name: 'VN Trading Workstation',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: join(dir, 'data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: async () => undefined,
    relaunch: vi.fn(),
    quit: vi.fn(),
    onQuit: () => undefined,
  }
  const updater = new DebUpdater(undefined, app)
  updater.logger = null
  ;(updater as unknown as { httpExecutor: HttpExecutor<ClientRequest> }).httpExecutor = new NodeHttpExecutor()
  return updater
}

function updatesOn(updater: DebUpdater, feedUrl: string, held: { now: boolean }) {
  const offers: string[] = []
  let answer = false
  const quitAndInstall = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined)
  const updates = createUpdates({
    updater,
    feedUrl,
    isHeld: () => held.now,
    offerRestart: async (version) => {
      offers.push(version)
      return answer
    },
    log: () => undefined,
    every: () => ({}),
  })
  return { updates, offers, quitAndInstall, answer: (yes: boolean) => (answer = yes) }
}

describe('updates from a generic feed', () => {
  it('says none when the feed has this version', async () => {
    const feed = await serveFeed('1.0.0')
    const { updates, offers } = updatesOn(await installedApp(feed.url), feed.url, { now: false })
    await updates.check()
    await vi.waitFor(() => expect(updates.state()).toEqual({ kind: 'none' }), realWait)
    expect(offers).toEqual([])
  })

  it('downloads a newer version in the background and offers a restart; installs only on yes', async () => {
    const feed = await serveFeed('1.1.0')
    const run = updatesOn(await installedApp(feed.url), feed.url, { now: false })
    await run.updates.check()
    await vi.waitFor(
      () => expect(run.updates.state()).toEqual({ kind: 'downloaded', version: '1.1.0' }),
      realWait,
    )
    await vi.waitFor(() => expect(run.offers).toEqual(['1.1.0']), realWait)
    expect(run.quitAndInstall).not.toHaveBeenCalled()
    // Asked again later (the daily check): the same download is offered, and now accepted.
    run.answer(true)
    await run.updates.check()
    await vi.waitFor(() => expect(run.quitAndInstall).toHaveBeenCalledWith(false, true), realWait)
    expect(run.offers).toEqual(['1.1.0', '1.1.0'])
  })

  it('never offers while a ticket, a cancel or the second factor is open; offers once released', async () => {
    const feed = await serveFeed('1.2.0')
    const held = { now: true }
    const run = updatesOn(await installedApp(feed.url), feed.url, held)
    await run.updates.check()
    await vi.waitFor(
      () => expect(run.updates.state()).toEqual({ kind: 'downloaded', version: '1.2.0' }),
      realWait,
    )
    run.updates.released()
    expect(run.offers).toEqual([])
    held.now = false
    run.updates.released()
    await vi.waitFor(() => expect(run.offers).toEqual(['1.2.0']), realWait)
  })

  it('says error when the package does not match its checksum, and installs nothing', async () => {
    const feed = await serveFeed('1.3.0')
    feed.hash = sha512(Buffer.from('another package'))
    const run = updatesOn(await installedApp(feed.url), feed.url, { now: false })
    await run.updates.check()
    await vi.waitFor(() => expect(run.updates.state().kind).toBe('error'), realWait)
    expect(run.offers).toEqual([])
    expect(run.quitAndInstall).not.toHaveBeenCalled()
  })

  it('says error when the feed cannot be read', async () => {
    const feed = await serveFeed('1.4.0')
    feed.status = 500
    const run = updatesOn(await installedApp(feed.url), feed.url, { now: false })
    await run.updates.check()
    await vi.waitFor(() => expect(run.updates.state().kind).toBe('error'), realWait)
  })
})
