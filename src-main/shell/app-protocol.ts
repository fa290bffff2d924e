import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { protocol } from 'electron'
import { contentSecurityPolicy, injectNonce, newNonce } from '../core/security/csp'

export const APP_SCHEME = 'app'
export const APP_HOST = 'workstation'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/** Must run before `app.ready`: the scheme behaves like https (secure context, standard URLs). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false },
    },
  ])
}

/**
 * Serves the built renderer from `app://workstation/` instead of file:// (Electron checklist #18),
 * so every load of index.html gets a fresh style nonce and the same CSP header as the web shell.
 */
export function serveRenderer(rendererDir: string): void {
  const root = normalize(rendererDir + sep)
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 })
    const relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)
    const file = normalize(join(root, relative))
    if (!file.startsWith(root)) return new Response('Forbidden', { status: 403 })
    const isIndex = file === join(root, 'index.html') || extname(file) === ''
    try {
      if (isIndex) {
        const nonce = newNonce()
        const html = injectNonce(await readFile(join(root, 'index.html'), 'utf8'), nonce)
        return new Response(html, {
          headers: {
            'content-type': contentTypes['.html']!,
            'content-security-policy': contentSecurityPolicy(nonce),
            'cache-control': 'no-store',
          },
        })
      }
      const body = await readFile(file)
      return new Response(body, {
        headers: {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'x-content-type-options': 'nosniff',
        },
      })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  })
}
