import { useState, type KeyboardEvent } from 'react'
import { isTypingTarget } from './keymap'

/** A row's action on a single key ("e", "p", "Delete"), shown beside the action as its key. */
export interface ListAction<T> {
  readonly key: string
  readonly run: (item: T) => void
}

export interface ListKeys<T> {
  /** The row the cursor is on, null before the first ↑/↓ (or once its row is gone). */
  readonly current: T | null
  /** Puts the cursor on a row (a click, or its button taking the focus). */
  readonly pick: (item: T) => void
  /** For the list's focusable element (role="grid"). */
  readonly onKeyDown: (event: KeyboardEvent) => void
}

/**
 * The keyboard of the app's lists (the blotter's way): ↑/↓ move a cursor through the rows, Home
 * and End go to either end, and each action key works the row under the cursor. The cursor
 * follows its row by id, so a row added above it or a list reordered by a stream does not move it
 * to another row. Keys typed in a field, or with Ctrl/Alt/Meta, are not the list's.
 */
export function useListKeys<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  actions: readonly ListAction<T>[],
): ListKeys<T> {
  const [currentId, setCurrentId] = useState<string | null>(null)
  const at = currentId === null ? -1 : items.findIndex((item) => idOf(item) === currentId)
  const current = at >= 0 ? (items[at] ?? null) : null

  const moveTo = (index: number): void => {
    const item = items[Math.max(0, Math.min(items.length - 1, index))]
    if (item !== undefined) setCurrentId(idOf(item))
  }

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
    const handled = (): void => {
      event.preventDefault()
      event.stopPropagation()
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      handled()
      moveTo(at < 0 ? 0 : at + (key === 'ArrowDown' ? 1 : -1))
    } else if (key === 'Home' || key === 'End') {
      handled()
      moveTo(key === 'Home' ? 0 : items.length - 1)
    } else if (current !== null) {
      const action = actions.find((a) => a.key === key)
      if (action === undefined) return
      handled()
      action.run(current)
    }
  }

  return { current, pick: (item) => setCurrentId(idOf(item)), onKeyDown }
}
