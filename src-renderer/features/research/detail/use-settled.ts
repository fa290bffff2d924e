import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `ms`; until then the one before. A window that follows a
 * linked board gets a symbol per row while the trader holds an arrow key: it reads only the row the
 * trader stops on, not every row passed on the way.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, settled, ms])
  return settled
}
