import { shortcutKeySchema, type Shortcuts } from '../../../src-shared/schemas/settings'
import { sameChord } from '../keys/keymap'
import { labelText, type Label } from './registry'

/** What the rebinding check needs of a command. */
export interface Bindable {
  readonly id: string
  readonly title: Label
  readonly shortcut?: string
}

export type RebindRefusal =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'invalid' }
  /** Keys that drive dialogs, lists and focus (Esc, Enter, Tab, Backspace, Space, arrows). */
  | { readonly kind: 'reserved'; readonly key: string }
  /** A plain letter or digit types a symbol on the board (type-ahead). */
  | { readonly kind: 'typeAhead'; readonly key: string }
  | { readonly kind: 'taken'; readonly key: string; readonly by: string }

export type RebindPlan =
  | { readonly ok: true; readonly overrides: Shortcuts }
  | { readonly ok: false; readonly refusal: RebindRefusal }

const navigationKeys = /^(Escape|Enter|Tab|Backspace|ArrowUp|ArrowDown|ArrowLeft|ArrowRight)$/

function reservedReason(key: string): RebindRefusal | null {
  const parts = key.split('+')
  const last = key.endsWith('++') ? '+' : (parts.at(-1) ?? '')
  const modified = parts.length > 1 && last !== '+'
  // Space selects in lists, and Tab moves focus with or without Shift: never a command.
  if (last === 'Space' || last === 'Tab') return { kind: 'reserved', key }
  const onlyShift = modified && parts.slice(0, -1).every((p) => p === 'Shift')
  if (navigationKeys.test(last) && (!modified || onlyShift)) return { kind: 'reserved', key }
  if (/^[A-Z0-9]$/.test(last) && !modified) return { kind: 'typeAhead', key }
  return null
}

/**
 * The user's bindings after giving `id` the key `key` (null: back to the key it registered), or why
 * not. A key already answered to by another command is refused rather than moved, so no command
 * loses its key without the user asking. Checked here against every command's current key, which
 * only the renderer knows; the core checks again that no two saved bindings share a key.
 */
export function planRebind(
  commands: readonly Bindable[],
  overrides: Readonly<Shortcuts>,
  id: string,
  key: string | null,
  isMac: boolean,
): RebindPlan {
  const command = commands.find((c) => c.id === id)
  if (command === undefined) return { ok: false, refusal: { kind: 'unknown' } }
  // Every binding but this command's; its new one is added below unless it is the default.
  const next: Shortcuts = Object.fromEntries(Object.entries(overrides).filter(([other]) => other !== id))
  const wanted = key ?? command.shortcut
  if (key !== null) {
    if (!shortcutKeySchema.safeParse(key).success) return { ok: false, refusal: { kind: 'invalid' } }
    const reserved = reservedReason(key)
    if (reserved !== null) return { ok: false, refusal: reserved }
    // The default needs no entry: the settings file keeps only what the user changed.
    if (key !== command.shortcut) next[id] = key
  }
  if (wanted === undefined) return { ok: true, overrides: next }
  for (const other of commands) {
    if (other.id === id) continue
    const current = next[other.id] ?? other.shortcut
    if (current !== undefined && sameChord(current, wanted, isMac)) {
      return { ok: false, refusal: { kind: 'taken', key: wanted, by: labelText(other.title) } }
    }
  }
  return { ok: true, overrides: next }
}
