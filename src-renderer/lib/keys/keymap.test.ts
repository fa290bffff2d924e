import { describe, expect, it } from 'vitest'
import { describeChord, matches, parseChord } from './keymap'

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  code?: string,
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
  ...(code ? { code } : {}),
})

describe('keymap', () => {
  it('maps Mod to Ctrl off macOS and to Cmd on macOS', () => {
    expect(matches(parseChord('Mod+K', false), key('k', { ctrlKey: true }))).toBe(true)
    expect(matches(parseChord('Mod+K', false), key('k', { metaKey: true }))).toBe(false)
    expect(matches(parseChord('Mod+K', true), key('k', { metaKey: true }))).toBe(true)
  })
  it('compares modifiers exactly', () => {
    expect(matches(parseChord('Mod+K', false), key('K', { ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(matches(parseChord('Shift+O', false), key('O', { shiftKey: true }))).toBe(true)
    expect(matches(parseChord('Shift+O', false), key('o'))).toBe(false)
  })
  it('takes "?" as typed, whatever Shift it needed', () => {
    expect(matches(parseChord('?', false), key('?', { shiftKey: true }))).toBe(true)
  })
  it('matches Alt+letter by the physical key when Alt changes the character (macOS)', () => {
    expect(matches(parseChord('Alt+B', true), key('∫', { altKey: true }, 'KeyB'))).toBe(true)
  })
  it('describes chords for the help overlay', () => {
    expect(describeChord('Mod+K', false)).toBe('Ctrl+K')
    expect(describeChord('Mod+K', true)).toBe('⌘K')
    expect(describeChord('Shift+P', false)).toBe('Shift+P')
  })
})
