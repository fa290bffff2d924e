import type { Page } from '@playwright/test'

/**
 * A probe inside the page for the benches that time a key: installs (and waits until installed) a
 * measure of ms from the next keydown of `key` to the first moment `selector` matches, checked on
 * every DOM change and every frame in case a change was missed; `readKeyProbe` collects it.
 */
export async function armKeyProbe(page: Page, key: string, selector: string): Promise<void> {
  await page.evaluate(
    ([k, sel]) => {
      const target = globalThis as unknown as { keyProbe?: Promise<number> }
      target.keyProbe = new Promise<number>((resolve, reject) => {
        let start = 0
        const onKey = (e: KeyboardEvent) => {
          if (e.key === k && start === 0) start = performance.now()
        }
        window.addEventListener('keydown', onKey, true)
        const done = () => document.querySelector(sel) !== null
        const check = () => {
          if (start > 0 && done()) {
            observer.disconnect()
            window.removeEventListener('keydown', onKey, true)
            resolve(performance.now() - start)
            return true
          }
          return false
        }
        const observer = new MutationObserver(check)
        observer.observe(document.body, { subtree: true, attributes: true, childList: true })
        const frame = () => {
          if (!check()) requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
        setTimeout(
          () => reject(new Error(`timed out (key seen: ${start > 0}, ${sel} shown: ${done()})`)),
          15_000,
        )
      })
    },
    [key, selector] as const,
  )
}

export const readKeyProbe = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { keyProbe: Promise<number> }).keyProbe)
