import { useState, type SyntheticEvent } from 'react'
import { useErrorWords } from '../../../../i18n/error-words'
import { callOrThrow } from '../../../../lib/bridge/query'
import { useGuardStrings } from '../guard-strings'
import { guardRefusalWords } from '../lib/guard-refusal-words'
import { useTranslation } from 'react-i18next'

const pinShape = /^\d{6,12}$/
const setupShape = /^\d{8}$/
const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/**
 * The web shell's trading PIN: set the first one with the setup code the shell printed in its own
 * terminal (docs/trading.md, "Threat model": a page that reached the bridge first cannot make the
 * PIN its own), or change it with the current one. Every field is cleared once the core answered:
 * the page never keeps a PIN. Enter in any field submits the form, never the order.
 */
export function TradingPinForm({ pinSet }: { pinSet: boolean }) {
  const s = useGuardStrings()
  const { t } = useTranslation('guards')
  const words = useErrorWords()
  const [proof, setProof] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = (e: SyntheticEvent): void => {
    e.preventDefault()
    if (busy) return
    if (!pinShape.test(next) || !(pinSet ? pinShape : setupShape).test(proof)) {
      setMessage({ ok: false, text: s.pin.shape })
      return
    }
    if (next !== repeat) {
      setMessage({ ok: false, text: s.pin.mismatch })
      return
    }
    const input = pinSet ? { next, current: proof } : { next, setupCode: proof }
    setProof('')
    setNext('')
    setRepeat('')
    setBusy(true)
    setMessage(null)
    callOrThrow('orders.setTradingPin', input)
      .then(() => setMessage({ ok: true, text: s.pin.saved }))
      .catch((error: unknown) =>
        setMessage({
          ok: false,
          text: guardRefusalWords(error, words, (time) => t('unlocksAt', { time })),
        }),
      )
      .finally(() => setBusy(false))
  }

  const field = (testId: string, label: string, value: string, set: (v: string) => void, max: number) => (
    <label className="ticket-pref-row">
      {label}
      <input
        type="password"
        data-field="preference"
        data-testid={testId}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => set(digits(e.target.value, max))}
      />
    </label>
  )

  return (
    <form className="ticket-guards" data-testid="ticket-pin-form" data-pin-set={pinSet} onSubmit={submit}>
      <fieldset disabled={busy}>
        <legend>{pinSet ? s.pin.changeTitle : s.pin.setTitle}</legend>
        {!pinSet && <p className="ticket-note">{s.pin.setHelp}</p>}
        {pinSet
          ? field('ticket-pin-current', s.pin.current, proof, setProof, 12)
          : field('ticket-pin-setup', s.pin.setupCode, proof, setProof, 8)}
        {field('ticket-pin-next', s.pin.next, next, setNext, 12)}
        {field('ticket-pin-repeat', s.pin.repeat, repeat, setRepeat, 12)}
        <button type="submit" data-field="preference" data-testid="ticket-pin-submit">
          {pinSet ? s.pin.change : s.pin.set}
        </button>
        {message !== null && (
          <p
            className={`ticket-note ${message.ok ? 'ticket-good' : 'ticket-bad'}`}
            role={message.ok ? 'status' : 'alert'}
            data-testid="ticket-pin-message"
            data-ok={message.ok}
          >
            {message.text}
          </p>
        )}
      </fieldset>
    </form>
  )
}
