import { useSyncExternalStore } from 'react'

const read = () => document.documentElement.dataset.theme ?? 'dark'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/**
 * The theme the document shows (`<html data-theme>`), which the app sets in an effect after the
 * settings change. Charts read their colours from CSS custom properties, so they redraw on this
 * rather than on the setting itself: keyed on the setting, a child's effect runs before the app's
 * and would read the old theme's colours.
 */
export function useAppliedTheme(): string {
  return useSyncExternalStore(subscribe, read)
}
