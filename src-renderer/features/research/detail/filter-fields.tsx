// The labelled filter controls of the detail's panels (insider trades, reports, financials).
import { DayField } from '../../../components/day-field'

/** A labelled select of the detail's filters; the empty value means "all". */
export function FilterSelect<V extends string>(props: {
  readonly label: string
  readonly value: V | ''
  readonly options: readonly { readonly value: V; readonly label: string }[]
  readonly allLabel?: string
  readonly onChange: (value: V | '') => void
  readonly testId?: string
}) {
  return (
    <label className="rd-filter">
      <span>{props.label}</span>
      <select
        value={props.value}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value as V | '')}
      >
        {props.allLabel !== undefined && <option value="">{props.allLabel}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A labelled date field, typed dd/MM/yyyy (value yyyy-MM-dd, empty for no bound). */
export function DateFilter(props: {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly testId?: string
}) {
  return (
    <label className="rd-filter">
      <span>{props.label}</span>
      <DayField
        value={props.value}
        onChange={props.onChange}
        {...(props.testId === undefined ? {} : { testId: props.testId })}
      />
    </label>
  )
}
