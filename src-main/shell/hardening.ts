import { app, session, type WebContents } from 'electron'
import { APP_ORIGIN } from './app-protocol'
import { windowOpenRequest, type WindowOpenRequest } from './window-open-request'

/**
 * The Electron security checklist, applied to every web contents the app ever creates: Chromium
 * opens no window of its own (a page's `window.open` of one of our pages is handed to
 * `onOpenRequest`, which opens it as a hardened window of the app; anything else is refused), no
 * navigation away from the app, no webviews, no permissions.
 */
export function hardenApp(onOpenRequest: (request: WindowOpenRequest) => void): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.setWindowOpenHandler((details) => {
      const request = windowOpenRequest(details)
      if (request !== null) onOpenRequest(request)
      return { action: 'deny' }
    })
    contents.on('will-navigate', (event, url) => {
      if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault()
    })
    contents.on('will-redirect', (event, url) => {
      if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
  })
}

export function hardenSession(): void {
  const ses = session.defaultSession
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
}
