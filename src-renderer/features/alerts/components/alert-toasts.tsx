import { useRef } from 'react'
import type { AlertEvent } from '../../../../src-shared/bridge/contract'
import { conditionText, firingValueText, staleAlertsText } from '../../../../src-shared/market/alert-words'
import { useStream } from '../../../lib/bridge/use-stream'
import { useToastQueue } from '../../../lib/toasts/use-toast-queue'
import { useTranslation } from 'react-i18next'
import './alerts.css'

const toastMs = 8_000

/** A short two-tone beep (Web Audio: no sound file to ship). */
function beep(): void {
  const audio = new AudioContext()
  const tone = audio.createOscillator()
  const gain = audio.createGain()
  tone.frequency.setValueAtTime(880, audio.currentTime)
  tone.frequency.setValueAtTime(660, audio.currentTime + 0.12)
  gain.gain.setValueAtTime(0.15, audio.currentTime)
  tone.connect(gain).connect(audio.destination)
  tone.start()
  tone.stop(audio.currentTime + 0.25)
  tone.onended = () => void audio.close()
}

/**
 * Every window shows a firing (and alerts whose data went stale) as a toast, and plays the sound
 * unless it is turned off; the desktop notification is the Electron shell's.
 */
export function AlertToasts() {
  const locale = useTranslation().i18n.language === 'en' ? 'en' : 'vi'
  const [toasts, setToasts] = useToastQueue<{ key: string; text: string }>(toastMs)
  const sound = useRef(true)
  useStream(
    'alerts.events',
    {},
    {
      onEvent: (event: AlertEvent) => {
        if (event.type === 'overview') {
          sound.current = event.overview.sound
          return
        }
        const text =
          event.type === 'fired'
            ? `${event.firing.symbol}: ${conditionText(event.firing.condition, locale)} (${firingValueText(event.firing.condition, event.firing.value)})`
            : `${staleAlertsText(locale)}: ${event.symbols.join(', ')}`
        const key = event.type === 'fired' ? event.firing.id : `stale-${event.alertIds.join('-')}`
        setToasts((list) => [...list.filter((t) => t.key !== key), { key, text }])
        if (event.type === 'fired' && sound.current) {
          try {
            beep()
          } catch {
            // A window that may not play sound (no user gesture yet) still shows the toast.
          }
        }
      },
    },
  )
  if (toasts.length === 0) return null
  return (
    <div className="alert-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.key} className="alert-toast">
          {t.text}
        </div>
      ))}
    </div>
  )
}
