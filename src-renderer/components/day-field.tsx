import { useState } from 'react'
import { dayTextOf, dayTextPattern, isoOfDayText } from '../lib/dates/day-text'

/**
 * A day typed as dd/MM/yyyy whatever the browser's locale (lib/dates/day-text.ts). `value` and
 * `onChange` carry yyyy-MM-dd, or '' for no day; text that is not a day yet is kept as typed, marked
 * invalid, and not passed on.
 */
export function DayField(props: {
  readonly value: string
  readonly onChange: (iso: string) => void
  readonly testId?: string
  readonly ariaDescribedBy?: string
}) {
  const [text, setText] = useState(dayTextOf(props.value))
  const [seen, setSeen] = useState(props.value)
  if (seen !== props.value) {
    // A value set from outside (a loaded screen, a reset) replaces the text unless it already says it.
    setSeen(props.value)
    if ((isoOfDayText(text) ?? '') !== props.value) setText(dayTextOf(props.value))
  }
  const iso = isoOfDayText(text)
  return (
    <input
      type="text"
      inputMode="numeric"
      placeholder={dayTextPattern}
      value={text}
      aria-invalid={text.trim() !== '' && iso === null}
      aria-describedby={props.ariaDescribedBy}
      data-testid={props.testId}
      data-iso={iso ?? ''}
      onChange={(e) => {
        const next = e.target.value
        setText(next)
        if (next.trim() === '') props.onChange('')
        else {
          const day = isoOfDayText(next)
          if (day !== null) props.onChange(day)
        }
      }}
    />
  )
}
