import { useEffect } from 'react'
import { getWorkstation } from '../lib/bridge/get-workstation'

/**
 * Tells the core whether this window is focused and visible, so its boards poll at 1 s while the
 * trader looks at them and back off when the window is idle or hidden (see core/workspace/
 * cadence-policy.ts). Reported at start and on every change; the bridge resends nothing on its own.
 */
export function useActivityReport(): void {
  useEffect(() => {
    const api = getWorkstation()
    let last = ''
    const report = (): void => {
      const focused = document.hasFocus()
      const visible = document.visibilityState === 'visible'
      const key = `${focused}:${visible}`
      if (key === last) return
      last = key
      void api.call('workspace.reportActivity', { focused, visible })
    }
    report()
    window.addEventListener('focus', report)
    window.addEventListener('blur', report)
    document.addEventListener('visibilitychange', report)
    // A reconnected web socket is a new client for the core: say it again now and then.
    const timer = setInterval(() => {
      last = ''
      report()
    }, 30_000)
    return () => {
      window.removeEventListener('focus', report)
      window.removeEventListener('blur', report)
      document.removeEventListener('visibilitychange', report)
      clearInterval(timer)
    }
  }, [])
}
