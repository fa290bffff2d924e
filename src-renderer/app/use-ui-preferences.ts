import { useEffect } from 'react'
import { setLocale } from '../i18n/strings'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'

/** Applies the saved theme and language to the document whenever the core's settings change. */
export function useUiPreferences(): void {
  const ui = useWorkspaceStore((s) => s.snapshot?.ui)
  useEffect(() => {
    if (!ui) return
    document.documentElement.dataset.theme = ui.theme
    setLocale(ui.locale)
  }, [ui])
}
