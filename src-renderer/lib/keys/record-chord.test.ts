import { describe, expect, it } from 'vitest'
import { shortcutKeySchema } from '../../../src-shared/schemas/settings'
import { matches, parseChord } from './keymap'
import { chordFromEvent } from './record-chord'

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  code?: string,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
  ...(code ? { code } : {}),
})

describe('recording a key press', () => {
  it('writes the canonical text the core stores, and the keymap matches the same press', () => {
    const cases = [
      [press('x', { altKey: true }, 'KeyX'), false, 'Alt+X'],
      [press('≈', { altKey: true }, 'KeyX'), true, 'Alt+X'],
      [press('K', { ctrlKey: true, shiftKey: true }, 'KeyK'), false, 'Mod+Shift+K'],
      [press('k', { metaKey: true }, 'KeyK'), true, 'Mod+K'],
      [press('k', { ctrlKey: true }, 'KeyK'), true, 'Ctrl+K'],
      [press('Delete', { shiftKey: true }), false, 'Shift+Delete'],
      [press('F2'), false, 'F2'],
      [press('?', { shiftKey: true }), false, '?'],
    ] as const
    for (const [event, isMac, text] of cases) {
      expect(chordFromEvent(event, isMac)).toBe(text)
      expect(shortcutKeySchema.safeParse(text).success, text).toBe(true)
      expect(matches(parseChord(text, isMac), event), text).toBe(true)
    }
  })

  it('waits while only modifiers are down', () => {
    expect(chordFromEvent(press('Alt', { altKey: true }), false)).toBeNull()
    expect(chordFromEvent(press('Shift', { shiftKey: true }), false)).toBeNull()
  })
})
