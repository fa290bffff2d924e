import { useState } from 'react'
import { useStream } from '../../../lib/bridge/use-stream'
import { openStopsWindow } from '../../../lib/stops/open-stops-window'
import { useStopStrings } from '../strings'
import './stops.css'

/** The header's count of armed stops; a click opens their list. Nothing shown while none is armed. */
export function StopsArmedChip() {
  const s = useStopStrings()
  const [armed, setArmed] = useState(0)
  useStream('stops.events', {}, { onEvent: (e) => e.type === 'overview' && setArmed(e.overview.armed) })
  if (armed === 0) return null
  const count = String(armed)
  return (
    <button
      type="button"
      className="stops-armed-chip header-item"
      data-testid="stops-armed"
      data-count={armed}
      title={s.armedTitle.replace('{{count}}', count)}
      onClick={openStopsWindow}
    >
      {s.armedCount.replace('{{count}}', count)}
    </button>
  )
}
