import { useLayoutEffect } from 'react'
import { setLocale } from '../i18n/strings'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'

/**
 * Applies the saved theme and language to the document whenever the core's settings change. A layout
 * effect: it runs before any component's ordinary effect, so charts that read the theme's colours
 * from CSS when the theme changes (SeriesChart, EChart) read the new ones, not the old.
 */
export function useUiPreferences(): void {
  const ui = useWorkspaceStore((s) => s.snapshot?.ui)
  useLayoutEffect(() => {
    if (!ui) return
    document.documentElement.dataset.theme = ui.theme
    setLocale(ui.locale)
  }, [ui])
}
