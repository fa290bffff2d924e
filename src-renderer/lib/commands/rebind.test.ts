import { describe, expect, it } from 'vitest'
import { CommandRegistry } from './registry'
import { planRebind, type Bindable } from './rebind'

const commands: Bindable[] = [
  { id: 'orders.cancelSelected', title: 'Cancel selected', shortcut: 'Delete' },
  { id: 'orders.cancelAllOfSymbol', title: 'Cancel all of symbol', shortcut: 'Shift+Delete' },
  { id: 'board.focus', title: 'Focus the board', shortcut: 'Alt+B' },
  { id: 'app.palette', title: 'Palette', shortcut: 'Mod+K' },
  { id: 'window.close', title: 'Close window' },
]
const cancel = 'orders.cancelSelected'

describe('shortcut overrides', () => {
  it('apply over the registered defaults, and fall back to them when removed', () => {
    const registry = new CommandRegistry()
    registry.register({
      id: cancel,
      title: 'Cancel',
      group: 'panel',
      shortcut: 'Delete',
      run: () => undefined,
    })
    const versions: number[] = []
    registry.subscribe(() => versions.push(registry.snapshot()))
    expect(registry.shortcutOf(cancel)).toBe('Delete')
    registry.setOverrides({ [cancel]: 'Alt+X', 'chart.unknown': 'Alt+C' })
    expect(registry.shortcutOf(cancel)).toBe('Alt+X')
    // The same bindings again change nothing, so nothing re-renders.
    registry.setOverrides({ [cancel]: 'Alt+X', 'chart.unknown': 'Alt+C' })
    registry.setOverrides({})
    expect(registry.shortcutOf(cancel)).toBe('Delete')
    expect(versions).toHaveLength(2)
  })
})

describe('planning a rebind', () => {
  it('stores a new key, and drops the entry when the default comes back', () => {
    expect(planRebind(commands, {}, cancel, 'Alt+X', false)).toEqual({
      ok: true,
      overrides: { [cancel]: 'Alt+X' },
    })
    expect(planRebind(commands, { [cancel]: 'Alt+X' }, cancel, null, false)).toEqual({
      ok: true,
      overrides: {},
    })
    expect(planRebind(commands, { [cancel]: 'Alt+X' }, cancel, 'Delete', false)).toEqual({
      ok: true,
      overrides: {},
    })
    // A command without a default can be given a key, and lose it again.
    expect(planRebind(commands, {}, 'window.close', 'Alt+W', false)).toEqual({
      ok: true,
      overrides: { 'window.close': 'Alt+W' },
    })
    expect(planRebind(commands, { 'window.close': 'Alt+W' }, 'window.close', null, false)).toEqual({
      ok: true,
      overrides: {},
    })
  })

  it("refuses another command's key, default or rebound, naming that command", () => {
    expect(planRebind(commands, {}, cancel, 'Alt+B', false)).toEqual({
      ok: false,
      refusal: { kind: 'taken', key: 'Alt+B', by: 'Focus the board' },
    })
    expect(planRebind(commands, { 'board.focus': 'Alt+X' }, cancel, 'Alt+X', false)).toMatchObject({
      ok: false,
      refusal: { kind: 'taken', by: 'Focus the board' },
    })
    // Freed by rebinding board.focus, Alt+B may be taken.
    expect(planRebind(commands, { 'board.focus': 'Alt+X' }, cancel, 'Alt+B', false).ok).toBe(true)
    // Mod+K is Ctrl+K off macOS: the same key press.
    expect(planRebind(commands, {}, cancel, 'Ctrl+K', false)).toMatchObject({
      ok: false,
      refusal: { kind: 'taken' },
    })
    expect(planRebind(commands, {}, cancel, 'Ctrl+K', true).ok).toBe(true)
  })

  it('refuses restoring a default that another command has taken meanwhile', () => {
    const overrides = { [cancel]: 'Alt+X', 'board.focus': 'Delete' }
    expect(planRebind(commands, overrides, cancel, null, false)).toEqual({
      ok: false,
      refusal: { kind: 'taken', key: 'Delete', by: 'Focus the board' },
    })
  })

  it('refuses invalid key text, navigation keys and plain letters', () => {
    for (const key of ['alt+x', 'Shift+Alt+X', 'Alt+', '', 'Ctrl+Ctrl+X']) {
      expect(planRebind(commands, {}, cancel, key, false), key).toEqual({
        ok: false,
        refusal: { kind: 'invalid' },
      })
    }
    for (const key of [
      'Escape',
      'Enter',
      'Tab',
      'Shift+Tab',
      'Space',
      'Alt+Space',
      'ArrowDown',
      'Backspace',
    ]) {
      expect(planRebind(commands, {}, cancel, key, false), key).toMatchObject({
        ok: false,
        refusal: { kind: 'reserved' },
      })
    }
    expect(planRebind(commands, {}, cancel, 'X', false)).toMatchObject({
      ok: false,
      refusal: { kind: 'typeAhead' },
    })
    expect(planRebind(commands, {}, cancel, 'Alt+Enter', false).ok).toBe(true)
    expect(planRebind(commands, {}, cancel, 'F2', false).ok).toBe(true)
    expect(planRebind(commands, {}, 'nobody.here', 'F2', false)).toEqual({
      ok: false,
      refusal: { kind: 'unknown' },
    })
  })
})
