import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { createRendererFiles } from '../core/renderer-site/renderer-files'
import type { CspOptions } from '../core/security/csp'
import { baseHeaders, sendText } from './responses'

/**
 * Serves the built renderer over node:http. Which file a path names, its type and caching, and the
 * page's nonce and CSP come from core/renderer-site, shared with the Electron shell's `app://`.
 */
export interface StaticSite {
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>
}

export function createStaticSite(rendererDir: string, cspOptions: CspOptions = {}): StaticSite {
  const files = createRendererFiles(rendererDir, cspOptions)

  return {
    async serve(req, res, url) {
      const target = await files.resolve(url.pathname)
      switch (target.kind) {
        case 'bad-request':
          sendText(res, 400)
          return
        case 'not-found':
          sendText(res, 404)
          return
        case 'page': {
          const page = await files.page(target.file)
          if (page === undefined) {
            sendText(res, 503, 'The renderer is not built (run `npx electron-vite build`).')
            return
          }
          res.writeHead(200, {
            ...baseHeaders,
            'Content-Security-Policy': page.csp,
            'Content-Type': page.contentType,
            'Content-Length': page.body.length,
            'Cache-Control': 'no-store',
          })
          res.end(page.body)
          return
        }
        case 'file':
          res.writeHead(200, {
            ...baseHeaders,
            'Content-Type': target.contentType,
            'Content-Length': target.size,
            'Cache-Control': target.cacheControl,
          })
          if (req.method === 'HEAD') {
            res.end()
            return
          }
          try {
            await pipeline(createReadStream(target.file), res)
          } catch {
            // The client went away or the file vanished mid-stream; headers are gone, so just drop it.
            res.destroy()
          }
      }
    },
  }
}
