import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

/**
 * A window's list of toasts, oldest first: while it has any, the oldest goes after `ms` (the timer
 * starts again on every change, so a burst does not clear itself at once).
 */
export function useToastQueue<T>(ms: number): [readonly T[], Dispatch<SetStateAction<T[]>>] {
  const [toasts, setToasts] = useState<T[]>([])
  useEffect(() => {
    if (toasts.length === 0) return
    const timer = setTimeout(() => setToasts((list) => list.slice(1)), ms)
    return () => clearTimeout(timer)
  }, [toasts, ms])
  return [toasts, setToasts]
}
