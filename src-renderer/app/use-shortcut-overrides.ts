import { useCallback, useEffect } from 'react'
import { planRebind, type RebindRefusal } from '../lib/commands/rebind'
import { labelText } from '../lib/commands/registry'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { describeChord, isMacPlatform } from '../lib/keys/keymap'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'
import type { RebindStatus } from '../components/help-overlay'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { errorWords } from '../i18n/error-words'
import { commandRegistry } from './register-features'

const isMac = isMacPlatform()

/** Keeps the registry's user bindings equal to the core's `ui.shortcuts` (the window's workspace mirror). */
export function useShortcutOverrides(): void {
  const shortcuts = useWorkspaceStore((s) => s.snapshot?.ui.shortcuts)
  useEffect(() => {
    if (shortcuts) commandRegistry.setOverrides(shortcuts)
  }, [shortcuts])
}

export function refusalText(refusal: RebindRefusal, t: TFunction): string {
  if (refusal.kind === 'taken')
    return t('help.refused.taken', { key: describeChord(refusal.key, isMac), other: refusal.by })
  if (refusal.kind === 'reserved' || refusal.kind === 'typeAhead')
    return t(`help.refused.${refusal.kind}`, { key: describeChord(refusal.key, isMac) })
  return t(`help.refused.${refusal.kind}`)
}

/**
 * Gives command `id` the key `key` (null: its default). Shown at once, saved through the core;
 * answers what to tell the user: the new key, or why not (a refusal here, or the core's).
 */
export function useRebind(): (id: string, key: string | null) => Promise<RebindStatus> {
  const { t } = useTranslation()
  return useCallback(
    async (id, key) => {
      const before = commandRegistry.getOverrides()
      const plan = planRebind(commandRegistry.list(), before, id, key, isMac)
      if (!plan.ok) return { text: refusalText(plan.refusal, t), error: true }
      commandRegistry.setOverrides(plan.overrides)
      const result = await getWorkstation().call('workspace.setUi', { shortcuts: plan.overrides })
      const command = commandRegistry.get(id)
      const title = command ? labelText(command.title) : id
      const now = commandRegistry.shortcutOf(id)
      const keys = now === undefined ? '—' : describeChord(now, isMac)
      if (result.ok) return { text: t('help.saved', { command: title, key: keys }), error: false }
      // The core refused or could not be reached: show what is really saved again.
      commandRegistry.setOverrides(useWorkspaceStore.getState().snapshot?.ui.shortcuts ?? before)
      return { text: errorWords(result.error), error: true }
    },
    [t],
  )
}
