import { app, session, type WebContents } from 'electron'
import { APP_ORIGIN } from './app-protocol'

/**
 * The Electron security checklist, applied to every web contents the app ever creates:
 * no new windows, no navigation away from the app, no webviews, no permissions.
 */
export function hardenApp(): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
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
