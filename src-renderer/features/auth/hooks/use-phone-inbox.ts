import { useEffect, useState } from 'react'
import type { PhoneInbox } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'

export function usePhoneInbox(active: boolean): PhoneInbox | null {
  const [inbox, setInbox] = useState<PhoneInbox | null>(null)
  useEffect(() => {
    if (!active) return
    return getWorkstation().subscribe('demoPhone.inbox', {}, { event: setInbox, error: () => undefined })
  }, [active])
  return inbox
}
