import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GuardStatus, TradingLimits } from '../../../../../src-shared/bridge/contract'
import { formatInteger, formatVnd, parseWholeNumber } from '../../../../lib/numbers'
import { useGuardStrings } from '../guard-strings'

const limitKeys = ['maxOrderValue', 'maxOrderQuantity', 'maxOrdersPerMinute', 'maxDailyValue'] as const

/**
 * The four limits the core enforces on every order from every window, each saved on Enter or on
 * leaving the field. The field shows the core's value (another window may change it) unless the
 * person is typing; whether a change tightens or loosens is the core's call, not the page's.
 * Figures are grouped as everywhere in the app ("2,000,000,000"), and a limit may be typed grouped
 * or not.
 */
export function GuardLimits({
  status,
  onChange,
}: {
  status: GuardStatus
  onChange: (limits: Partial<TradingLimits>) => void
}) {
  const s = useGuardStrings()
  const { t } = useTranslation('guards')
  return (
    <fieldset className="ticket-guards" data-testid="ticket-guard-limits">
      <legend>{s.title}</legend>
      {limitKeys.map((key) => (
        <LimitField
          key={key}
          name={key}
          label={s.limits[key]}
          value={status.limits[key]}
          invalidWords={s.limitInvalid}
          onSave={(value) => onChange({ [key]: value })}
        />
      ))}
      <p className="ticket-note" data-testid="ticket-guard-used">
        {t('used', {
          value: formatVnd(status.usedToday),
          count: status.sentLastMinute,
        })}
      </p>
    </fieldset>
  )
}

function LimitField({
  name,
  label,
  value,
  invalidWords,
  onSave,
}: {
  name: keyof TradingLimits
  label: string
  value: number
  invalidWords: string
  onSave: (value: number) => void
}) {
  // What the person is typing; null shows the core's value.
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const text = draft ?? formatInteger(value)

  const save = (): void => {
    if (draft === null) return
    const typed = parseWholeNumber(draft) ?? 0
    if (typed <= 0) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setDraft(null)
    if (typed !== value) onSave(typed)
  }

  return (
    <>
      <label className="ticket-pref-row">
        {label}
        <input
          data-field="preference"
          data-testid={`ticket-pref-limit-${name}`}
          inputMode="numeric"
          value={text}
          aria-invalid={invalid}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save()
          }}
        />
      </label>
      {invalid && <p className="ticket-note ticket-bad">{invalidWords}</p>}
    </>
  )
}
