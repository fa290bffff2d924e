import { createReadStream } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { contentSecurityPolicy, injectNonce, newNonce, type CspOptions } from '../core/security/csp'
import { contentType } from './content-types'
import { baseHeaders, sendText } from './responses'

/**
 * Serves the built renderer. Pages get a fresh nonce and the shared CSP on every load; other files
 * are streamed as they are. Nothing outside the renderer folder can be reached: the path is
 * resolved and its prefix checked, and again after symlinks are followed.
 */
export interface StaticSite {
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>
}

// Vite names everything under assets/ by content hash, so a cached copy can never be stale.
const HASHED_DIR = `assets${path.sep}`

const isInside = (root: string, candidate: string): boolean =>
  candidate === root || candidate.startsWith(root + path.sep)

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file)
    return info.isFile() ? info.size : undefined
  } catch {
    return undefined
  }
}

export function createStaticSite(rendererDir: string, cspOptions: CspOptions = {}): StaticSite {
  const root = path.resolve(rendererDir)

  async function servePage(res: ServerResponse, file: string): Promise<void> {
    let html: string
    try {
      html = await readFile(file, 'utf8')
    } catch {
      sendText(res, 503, 'The renderer is not built (run `npx electron-vite build`).')
      return
    }
    const nonce = newNonce()
    const body = Buffer.from(injectNonce(html, nonce), 'utf8')
    res.writeHead(200, {
      ...baseHeaders,
      'Content-Security-Policy': contentSecurityPolicy(nonce, cspOptions),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    })
    res.end(body)
  }

  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    size: number,
  ): Promise<void> {
    const relative = path.relative(root, file)
    res.writeHead(200, {
      ...baseHeaders,
      'Content-Type': contentType(path.extname(file)),
      'Content-Length': size,
      'Cache-Control': relative.startsWith(HASHED_DIR) ? 'private, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    try {
      await pipeline(createReadStream(file), res)
    } catch {
      // The client went away or the file vanished mid-stream; headers are gone, so just drop it.
      res.destroy()
    }
  }

  return {
    async serve(req, res, url) {
      let decoded: string
      try {
        decoded = decodeURIComponent(url.pathname)
      } catch {
        sendText(res, 400)
        return
      }
      // Dot segments (`..`, `.git`, `.env`) are never part of a build; refuse them outright.
      if (decoded.includes('\0') || decoded.split(/[/\\]/).some((s) => s.startsWith('.'))) {
        sendText(res, 404)
        return
      }
      const candidate = path.resolve(root, `.${decoded}`)
      if (!isInside(root, candidate)) {
        sendText(res, 404)
        return
      }

      const size = await fileSize(candidate)
      if (size !== undefined) {
        // A symlink inside the build must not lead outside it either.
        const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)])
        if (!isInside(realRoot, realFile)) {
          sendText(res, 404)
          return
        }
        if (path.extname(candidate).toLowerCase() === '.html') await servePage(res, candidate)
        else await serveFile(req, res, candidate, size)
        return
      }
      // Client-side routes have no extension and all render from the one page; a missing file
      // with an extension is a real 404, not a page.
      if (path.extname(decoded) === '') await servePage(res, path.join(root, 'index.html'))
      else sendText(res, 404)
    },
  }
}
