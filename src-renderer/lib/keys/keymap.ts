/**
 * A small keymap: "Mod+K", "Shift+?", "Alt+ArrowDown", "C". `Mod` is Cmd on macOS and Ctrl
 * elsewhere, so one binding serves both. Matching uses `event.key` (what the user typed, so "?"
 * works on any layout) and compares modifiers exactly, so "Mod+K" is not triggered by Ctrl+Shift+K.
 * No library: the board needs a dozen bindings, and this is the whole of the logic (tested).
 */
export interface KeyChord {
  readonly key: string
  readonly ctrl: boolean
  readonly meta: boolean
  readonly alt: boolean
  readonly shift: boolean
}

export type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> &
  Partial<Pick<KeyboardEvent, 'code'>>

export function parseChord(text: string, isMac: boolean): KeyChord {
  const parts = text.split('+')
  // "Shift++" would be odd; a trailing "+" means the plus key.
  const key = text.endsWith('++') ? '+' : (parts.pop() ?? '')
  const mods = new Set(parts.map((p) => p.toLowerCase()))
  return {
    key: key.length === 1 ? key.toLowerCase() : key,
    ctrl: mods.has('ctrl') || (mods.has('mod') && !isMac),
    meta: mods.has('meta') || mods.has('cmd') || (mods.has('mod') && isMac),
    alt: mods.has('alt'),
    shift: mods.has('shift'),
  }
}

/** Whether an event is this chord. For printable keys Shift is implied by the character ("?"). */
export function matches(chord: KeyChord, event: KeyLike): boolean {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  // Alt+letter types another character on macOS ("Alt+B" gives "∫"): the physical key decides then.
  const byCode = /^[a-z]$/.test(chord.key) && event.code === `Key${chord.key.toUpperCase()}`
  if (key !== chord.key && !byCode) return false
  if (event.ctrlKey !== chord.ctrl || event.metaKey !== chord.meta || event.altKey !== chord.alt) return false
  const printable = chord.key.length === 1 && !/[a-z0-9]/.test(chord.key)
  return printable ? true : event.shiftKey === chord.shift
}

/** "Mod+K" → "Ctrl+K" or "⌘K", for the help overlay and palette. */
export function describeChord(text: string, isMac: boolean): string {
  const c = parseChord(text, isMac)
  const key = c.key.length === 1 ? c.key.toUpperCase() : c.key.replace('Arrow', '')
  if (isMac) return `${c.ctrl ? '⌃' : ''}${c.alt ? '⌥' : ''}${c.shift ? '⇧' : ''}${c.meta ? '⌘' : ''}${key}`
  return [c.ctrl && 'Ctrl', c.meta && 'Meta', c.alt && 'Alt', c.shift && 'Shift', key]
    .filter(Boolean)
    .join('+')
}

/** Typing in a field must not fire single-key shortcuts ("c" would open a chart mid-word). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  const tag = target.tagName
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable
}

export const isMacPlatform = (): boolean => /Mac|iPhone|iPad/.test(navigator.platform)

/** Whether two key texts are the same key press (so "Mod+K" and "Ctrl+K" clash off macOS). */
export function sameChord(a: string, b: string, isMac: boolean): boolean {
  const x = parseChord(a, isMac)
  const y = parseChord(b, isMac)
  // For punctuation, `matches` ignores Shift (it is part of the character), so must this.
  const shiftCounts = x.key.length !== 1 || /[a-z0-9]/.test(x.key)
  return (
    x.key === y.key &&
    x.ctrl === y.ctrl &&
    x.meta === y.meta &&
    x.alt === y.alt &&
    (!shiftCounts || x.shift === y.shift)
  )
}
