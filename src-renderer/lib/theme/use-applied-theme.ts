import { useEffect, useState } from 'react'

/**
 * The theme name once the document wears it. The app puts a new theme on `<html>` in an effect of
 * its root, which React runs after the effects of every component below it; a chart that reads the
 * theme's custom properties in its own effect on `theme` would read the old colours. This value
 * changes in a microtask after that flush, so effects keyed on it see the new ones.
 */
export function useAppliedTheme(theme: string): string {
  const [applied, setApplied] = useState(theme)
  useEffect(() => {
    let live = true
    queueMicrotask(() => {
      if (live) setApplied(theme)
    })
    return () => {
      live = false
    }
  }, [theme])
  return applied
}
