import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { contentSecurityPolicy, injectNonce, newNonce, type CspOptions } from '../security/csp'
import { contentType } from './content-types'

/**
 * The built renderer as both shells serve it: the web shell over node:http (src-main/web/
 * static-site.ts) and the Electron shell over its `app://` protocol (src-main/shell/
 * app-protocol.ts). Which file a path names, what type it is, whether it may be cached, and each
 * page load's nonce and CSP are decided here once; the shells only put the answer on their wire.
 *
 * Nothing outside the renderer folder can be reached: the path is decoded, dot segments are
 * refused, the resolved file must lie inside the folder, and again after symlinks are followed.
 */

export type RendererTarget =
  | { readonly kind: 'page'; readonly file: string }
  | {
      readonly kind: 'file'
      readonly file: string
      readonly size: number
      readonly contentType: string
      readonly cacheControl: string
    }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'bad-request' }

export interface RenderedPage {
  readonly body: Buffer
  readonly contentType: string
  readonly csp: string
}

export interface RendererFiles {
  /** What a URL path (still percent-encoded, as in `URL.pathname`) names. */
  resolve(pathname: string): Promise<RendererTarget>
  /** The page with a fresh nonce and its CSP; undefined when the renderer is not built. */
  page(file: string): Promise<RenderedPage | undefined>
}

// Vite names everything under assets/ by content hash, so a cached copy can never be stale.
const HASHED_DIR = `assets${path.sep}`
const HTML = 'text/html; charset=utf-8'

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

export function createRendererFiles(rendererDir: string, cspOptions: CspOptions = {}): RendererFiles {
  const root = path.resolve(rendererDir)
  const index = path.join(root, 'index.html')

  return {
    async resolve(pathname) {
      let decoded: string
      try {
        decoded = decodeURIComponent(pathname)
      } catch {
        return { kind: 'bad-request' }
      }
      // Dot segments (`..`, `.git`, `.env`) are never part of a build; refuse them outright.
      if (decoded.includes('\0') || decoded.split(/[/\\]/).some((s) => s.startsWith('.'))) {
        return { kind: 'not-found' }
      }
      const candidate = path.resolve(root, `.${decoded}`)
      if (!isInside(root, candidate)) return { kind: 'not-found' }

      const size = await fileSize(candidate)
      if (size !== undefined) {
        // A symlink inside the build must not lead outside it either.
        const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)])
        if (!isInside(realRoot, realFile)) return { kind: 'not-found' }
        if (path.extname(candidate).toLowerCase() === '.html') return { kind: 'page', file: candidate }
        const relative = path.relative(root, candidate)
        return {
          kind: 'file',
          file: candidate,
          size,
          contentType: contentType(path.extname(candidate)),
          cacheControl: relative.startsWith(HASHED_DIR) ? 'private, max-age=31536000, immutable' : 'no-cache',
        }
      }
      // Client-side routes have no extension and all render from the one page; a missing file
      // with an extension is a real 404, not a page.
      return path.extname(decoded) === '' ? { kind: 'page', file: index } : { kind: 'not-found' }
    },

    async page(file) {
      let html: string
      try {
        html = await readFile(file, 'utf8')
      } catch {
        return undefined
      }
      const nonce = newNonce()
      return {
        body: Buffer.from(injectNonce(html, nonce), 'utf8'),
        contentType: HTML,
        csp: contentSecurityPolicy(nonce, cspOptions),
      }
    },
  }
}
