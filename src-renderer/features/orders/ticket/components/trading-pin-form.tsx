import { useMutation } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'
import { useErrorWords } from '../../../../i18n/error-words'
import { callMutation } from '../../../../lib/bridge/call-query'
import { useGuardStrings } from '../guard-strings'
import { guardRefusalWords } from '../lib/guard-refusal-words'
import { useTranslation } from 'react-i18next'

const pinShape = /^\d{6,12}$/
const setupShape = /^\d{8}$/
const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/**
 * The web shell's trading PIN: set the first one with the setup code the shell printed in its own
 * terminal (docs/trading.md, "Threat model": a page that reached the bridge first cannot make the
 * PIN its own), change it with the current one, or reset a forgotten one ("Quên mã PIN?") with the
 * terminal's code again. Every field is cleared once the core answered: the page never keeps a PIN
 * or a code. Enter in any field submits the form, never the order.
 */
export function TradingPinForm({ pinSet }: { pinSet: boolean }) {
  const s = useGuardStrings()
  const { t } = useTranslation('guards')
  const words = useErrorWords()
  const [proof, setProof] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  // What the page itself refuses before asking the core (shape, mismatch).
  const [invalid, setInvalid] = useState<string | null>(null)
  const [resetting, setResetting] = useState(false)
  // The terminal's code proves the person, for the first PIN and for a forgotten one alike.
  const byCode = !pinSet || resetting
  // Busy, refused or done is the mutation's state; its context remembers whether it was a reset, as
  // the words of success differ and `resetting` is over once it succeeded.
  const setTradingPin = useMutation({
    ...callMutation('orders.setTradingPin'),
    onMutate: () => ({ reset: resetting }),
    onSuccess: () => setResetting(false),
  })
  const busy = setTradingPin.isPending
  const message: { ok: boolean; text: string } | null =
    invalid !== null
      ? { ok: false, text: invalid }
      : setTradingPin.isSuccess
        ? { ok: true, text: setTradingPin.context?.reset === true ? s.pin.resetDone : s.pin.saved }
        : setTradingPin.error !== null
          ? {
              ok: false,
              text: guardRefusalWords(setTradingPin.error, words, (time) => t('unlocksAt', { time })),
            }
          : null

  const submit = (e: SyntheticEvent): void => {
    e.preventDefault()
    if (busy) return
    const refuse = (text: string): void => {
      setTradingPin.reset()
      setInvalid(text)
    }
    if (!pinShape.test(next) || !(byCode ? setupShape : pinShape).test(proof)) {
      refuse(s.pin.shape)
      return
    }
    if (next !== repeat) {
      refuse(s.pin.mismatch)
      return
    }
    const input = byCode ? { next, setupCode: proof } : { next, current: proof }
    setProof('')
    setNext('')
    setRepeat('')
    setInvalid(null)
    setTradingPin.mutate(input)
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

  const toggleReset = (): void => {
    setResetting((was) => !was)
    setProof('')
    setInvalid(null)
    setTradingPin.reset()
  }

  const title = !pinSet ? s.pin.setTitle : resetting ? s.pin.resetTitle : s.pin.changeTitle
  const submitWords = !pinSet ? s.pin.set : resetting ? s.pin.reset : s.pin.change
  return (
    <form
      className="ticket-guards"
      data-testid="ticket-pin-form"
      data-pin-set={pinSet}
      data-resetting={resetting}
      onSubmit={submit}
    >
      <fieldset disabled={busy}>
        <legend>{title}</legend>
        {!pinSet && <p className="ticket-note">{s.pin.setHelp}</p>}
        {pinSet && resetting && <p className="ticket-note">{s.pin.resetHelp}</p>}
        {byCode
          ? field('ticket-pin-setup', s.pin.setupCode, proof, setProof, 8)
          : field('ticket-pin-current', s.pin.current, proof, setProof, 12)}
        {field('ticket-pin-next', s.pin.next, next, setNext, 12)}
        {field('ticket-pin-repeat', s.pin.repeat, repeat, setRepeat, 12)}
        <button type="submit" data-field="preference" data-testid="ticket-pin-submit">
          {submitWords}
        </button>
        {pinSet && (
          <button type="button" data-field="preference" data-testid="ticket-pin-forgot" onClick={toggleReset}>
            {resetting ? s.pin.back : s.pin.forgot}
          </button>
        )}
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
