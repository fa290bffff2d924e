import { readFile } from 'node:fs/promises'
import { protocol } from 'electron'
import { createRendererFiles } from '../core/renderer-site/renderer-files'

export const APP_SCHEME = 'app'
export const APP_HOST = 'workstation'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/** Must run before `app.ready`: the scheme behaves like https (secure context, standard URLs). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false },
    },
  ])
}

const text = (status: number, body: string): Response =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  })

/**
 * Serves the built renderer from `app://workstation/` instead of file:// (Electron checklist #18),
 * so every load of index.html gets a fresh style nonce and the same CSP header as the web shell:
 * both shells take file, type, caching and CSP from core/renderer-site.
 */
export function serveRenderer(rendererDir: string): void {
  const files = createRendererFiles(rendererDir)
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return text(404, 'Not found')
    const target = await files.resolve(url.pathname)
    switch (target.kind) {
      case 'bad-request':
        return text(400, 'Bad request')
      case 'not-found':
        return text(404, 'Not found')
      case 'page': {
        const page = await files.page(target.file)
        if (page === undefined) return text(503, 'The renderer is not built')
        return new Response(new Uint8Array(page.body), {
          headers: {
            'content-type': page.contentType,
            'content-security-policy': page.csp,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        })
      }
      case 'file':
        try {
          return new Response(await readFile(target.file), {
            headers: {
              'content-type': target.contentType,
              'cache-control': target.cacheControl,
              'x-content-type-options': 'nosniff',
            },
          })
        } catch {
          return text(404, 'Not found')
        }
    }
  })
}
