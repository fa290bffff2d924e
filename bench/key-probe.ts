import type { Page } from '@playwright/test'

/**
 * A probe inside the page for the benches that time a key: installs (and waits until installed) a
 * measure of ms from the next keydown of `key` to the first moment `selector` matches (at least
 * `atLeast` elements), checked on every DOM change and every frame in case a change was missed;
 * `readKeyProbe` collects it. Probes with different names run side by side on the same key.
 */
export async function armKeyProbe(
  page: Page,
  key: string,
  selector: string,
  { atLeast = 1, name = 'main' }: { atLeast?: number; name?: string } = {},
): Promise<void> {
  await page.evaluate(
    ([k, sel, least, probeName]) => {
      const target = globalThis as unknown as { keyProbes?: Record<string, Promise<number>> }
      target.keyProbes ??= {}
      target.keyProbes[probeName] = new Promise<number>((resolve, reject) => {
        let start = 0
        const onKey = (e: KeyboardEvent) => {
          if (e.key === k && start === 0) start = performance.now()
        }
        window.addEventListener('keydown', onKey, true)
        const done = () => document.querySelectorAll(sel).length >= least
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
    [key, selector, atLeast, name] as const,
  )
}

export const readKeyProbe = (page: Page, name = 'main'): Promise<number> =>
  page.evaluate(
    (probeName) =>
      (globalThis as unknown as { keyProbes: Record<string, Promise<number>> }).keyProbes[probeName]!,
    name,
  )
