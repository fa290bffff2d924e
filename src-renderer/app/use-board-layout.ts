import { useEffect, useRef, useState } from 'react'
import type { BoardLayout, WindowLayout } from '../../src-shared/schemas/settings'
import { getWorkstation } from '../lib/bridge/get-workstation'
import type { BoardChoice } from './board-choice'

export interface BoardLayoutState {
  readonly choice: BoardChoice
  readonly hidden: readonly string[]
  readonly sort: BoardLayout['sort']
  /** Column ids in the order the user dragged them to; empty: the board's own order. */
  readonly order: readonly string[]
  readonly setChoice: (choice: BoardChoice) => void
  readonly setHidden: (hidden: readonly string[]) => void
  readonly setOrder: (order: readonly string[]) => void
  readonly setSort: (sort: BoardLayout['sort']) => void
}

/**
 * This window's board, columns and sort: starts from the saved layout and saves every change back
 * to the core (debounced: a burst of clicks is one write). The whole market is not a savable
 * source, so while it is shown the saved source stays what it was.
 */
export function useBoardLayout(windowId: string, saved: WindowLayout | undefined): BoardLayoutState {
  const initial = saved?.board
  const [choice, setChoice] = useState<BoardChoice>(initial?.source ?? { kind: 'basket', code: 2 })
  const [hidden, setHidden] = useState<readonly string[]>(initial?.columns.hidden ?? [])
  const [sort, setSort] = useState<BoardLayout['sort']>(initial?.sort ?? null)
  const [order, setOrder] = useState<readonly string[]>(initial?.columns.order ?? [])
  const lastSource = useRef<BoardLayout['source']>(initial?.source ?? { kind: 'basket', code: 2 })
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (choice.kind !== 'market') lastSource.current = choice
    const board: BoardLayout = {
      source: lastSource.current,
      columns: { hidden: [...hidden], order: [...order] },
      sort,
    }
    const timer = setTimeout(() => {
      void getWorkstation().call('workspace.saveWindowBoard', { id: windowId, board })
    }, 250)
    return () => clearTimeout(timer)
  }, [windowId, choice, hidden, sort, order])

  return { choice, hidden, sort, order, setChoice, setHidden, setSort, setOrder }
}
