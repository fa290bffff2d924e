import type { KeyLike } from './keymap'

/** Keys that only modify another: pressing one alone while recording is not a binding yet. */
const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'CapsLock', 'Fn'])

/**
 * The keymap text of a key press, in the canonical form the core stores (`shortcutKeySchema`:
 * modifiers Mod, Ctrl, Meta, Alt, Shift in that order, letters upper case), or null while only
 * modifiers are down. `Mod` is written for Cmd on macOS and Ctrl elsewhere, so a binding recorded on
 * one platform means the same to the hand on the other.
 */
export function chordFromEvent(event: KeyLike, isMac: boolean): string | null {
  if (modifierKeys.has(event.key) || event.key === 'Dead' || event.key === 'Unidentified') return null
  let key = event.key
  // Alt+letter types another character on macOS ("∫" for B): the physical key is what the user meant.
  const physical = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(event.code ?? '')
  if (physical && (event.altKey || key.length !== 1)) key = physical[1] ?? physical[2] ?? key
  if (key === ' ') key = 'Space'
  const letterOrDigit = /^[a-zA-Z0-9]$/.test(key)
  if (letterOrDigit) key = key.toUpperCase()
  // "?" already says Shift was down; the keymap ignores Shift for punctuation, so it is not written.
  const shiftMatters = key.length !== 1 || letterOrDigit
  const mods = [
    (isMac ? event.metaKey : event.ctrlKey) && 'Mod',
    isMac && event.ctrlKey && 'Ctrl',
    !isMac && event.metaKey && 'Meta',
    event.altKey && 'Alt',
    shiftMatters && event.shiftKey && 'Shift',
  ].filter((m): m is string => typeof m === 'string')
  return [...mods, key].join('+')
}
