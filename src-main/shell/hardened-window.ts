import { join } from 'node:path'
import { BrowserWindow } from 'electron'

/**
 * A window of the app, hidden until its page has drawn: sandboxed, isolated, no Node, dark from the
 * first paint. Every window of the app (and the spare kept ready for the next one) is made here, so
 * none can differ in its hardening.
 */
export function createHardenedWindow(
  size: { width: number; height: number } & Partial<{ x: number; y: number }>,
  title: string,
): BrowserWindow {
  return new BrowserWindow({
    ...size,
    show: false,
    backgroundColor: '#000000',
    title,
    webPreferences: {
      // Reviewed: the preload exposes only the contract's call/subscribe (src-preload/index.ts).
      preload: join(import.meta.dirname, '../preload/index.cjs'), // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
    },
  })
}
