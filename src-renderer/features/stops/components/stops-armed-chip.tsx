import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { useStream } from '../../../lib/bridge/use-stream'
import { openStopsWindow } from '../../../lib/stops/open-stops-window'
import './stops.css'

/** The header's count of armed stops; a click opens their list. Nothing shown while none is armed. */
export function StopsArmedChip() {
  const { t } = useTranslation('stops')
  const [armed, setArmed] = useState(0)
  useStream('stops.events', {}, { onEvent: (e) => e.type === 'overview' && setArmed(e.overview.armed) })
  if (armed === 0) return null
  return (
    <button
      type="button"
      className="stops-armed-chip header-item"
      data-testid="stops-armed"
      data-count={armed}
      title={t('armedTitle', { count: armed })}
      onClick={openStopsWindow}
    >
      {t('armedCount', { count: armed })}
    </button>
  )
}
