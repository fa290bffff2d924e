import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs` while `active`: for countdowns ("retry in 4 s").
 * Inactive, it does not tick, so a live board does not re-render its status bar every second.
 */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const tick = (): void => setNow(Date.now())
    // The first tick at once: the value held since the last active period is out of date.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, intervalMs)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [active, intervalMs])
  return now
}
