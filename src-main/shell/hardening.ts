import { app, session, type WebContents } from 'electron'
import { APP_ORIGIN } from './app-protocol'
import { windowOpenRequest, type WindowOpenRequest } from './window-open-request'

/** Where a refused URL pointed, without its query or fragment (which may carry a token). */
export function urlForLog(url: string): string {
  try {
    const parsed = new URL(url)
    // data:, javascript: and blob: carry their content in the path: the scheme alone.
    return parsed.host === '' ? `${parsed.protocol}…` : `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return '(not a URL)'
  }
}

const isAppUrl = (url: string): boolean => url.startsWith(`${APP_ORIGIN}/`)

/**
 * The Electron security checklist, applied to every web contents the app ever creates: Chromium
 * opens no window of its own (a page's `window.open` of one of our pages is handed to
 * `onOpenRequest`, which opens it as a hardened window of the app; anything else is refused), no
 * navigation away from the app, no webviews, no permissions. Every refusal is logged, as VS Code
 * logs its own: a refusal is either a bug of ours or a page doing what it should not.
 */
export function hardenApp(
  onOpenRequest: (request: WindowOpenRequest) => void,
  log: (line: string) => void = () => undefined,
): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.setWindowOpenHandler((details) => {
      const request = windowOpenRequest(details)
      if (request !== null) onOpenRequest(request)
      else log(`security: refused window.open of ${urlForLog(details.url)} (contents ${contents.id})`)
      return { action: 'deny' }
    })
    contents.on('will-navigate', (event, url) => {
      if (isAppUrl(url)) return
      event.preventDefault()
      log(`security: blocked a navigation to ${urlForLog(url)} (contents ${contents.id})`)
    })
    contents.on('will-redirect', (event, url) => {
      if (isAppUrl(url)) return
      event.preventDefault()
      log(`security: blocked a redirect to ${urlForLog(url)} (contents ${contents.id})`)
    })
    contents.on('will-attach-webview', (event, _preferences, params: { src?: string }) => {
      event.preventDefault()
      log(`security: refused a webview of ${urlForLog(params.src ?? '')} (contents ${contents.id})`)
    })
  })
}

/** No page of the app needs a permission (camera, notifications, …): every request is refused. */
export function hardenSession(log: (line: string) => void = () => undefined): void {
  const ses = session.defaultSession
  ses.setPermissionRequestHandler((contents, permission, callback) => {
    log(`security: refused the permission '${permission}' (contents ${contents.id})`)
    callback(false)
  })
  ses.setPermissionCheckHandler(() => false)
}
