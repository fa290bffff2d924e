import { chromium, type Browser, type Page } from 'playwright-core'
import { startWebShellProcess, type WebShell } from '../e2e/fixtures/web-shell'

/**
 * Debian's Chromium with the same flags for every bench (Playwright cannot download its own
 * browsers here, and a GPU process would only add noise on these machines).
 */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

export interface BoardSession {
  shell: WebShell
  browser: Browser
  /** The main board window, its row of `symbol` drawn. */
  page: Page
  close(): Promise<void>
}

/** A web shell on its own data folder, Chromium, and the main board window open on it. */
export async function openBoardSession(symbol: string): Promise<BoardSession> {
  const shell = await startWebShellProcess()
  const browser = await launchBenchBrowser()
  const close = async () => {
    await browser.close()
    await shell.stop()
  }
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    // tsx keeps function names with a `__name` helper that does not exist in the page.
    await page.addInitScript('globalThis.__name = (f) => f')
    await page.goto(shell.url)
    await page.waitForSelector(`.ag-row[row-id="${symbol}"]`, { timeout: 30_000 })
    return { shell, browser, page, close }
  } catch (err) {
    await close()
    throw err
  }
}
