import { useEffect, useState } from 'react'
import type { CancelActivity } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'

/** What the core's cancels in flight are doing (sending, waiting out a rate limit, checking the book). */
export function useCancelActivity(active: boolean): CancelActivity {
  const [activity, setActivity] = useState<CancelActivity>({ active: [], reconciled: [] })
  useEffect(() => {
    if (!active) return
    return getWorkstation().subscribe(
      'orders.cancelActivity',
      {},
      { event: setActivity, error: () => undefined },
    )
  }, [active])
  return activity
}
