import { useId, type SyntheticEvent } from 'react'
import { DayField } from '../../../components/day-field'
import {
  screenerExchanges,
  screenerFields,
  screenerNumericFields,
  screenerWindows,
  type ScreenerField,
  type ScreenerNumericField,
  type ScreenerWindow,
} from '../../../../src-shared/schemas/research/screen'
import type { SectorRow } from '../../../../src-shared/schemas/research/market'
import type { BoundRow, ScreenForm } from './screen-form'
import { useScreenerStrings } from './strings'

/**
 * The screener's filters as a form: scope, bounds as rows (field, above/below, value), sort, window
 * or date, columns. Every control is a native one, so Tab reaches each in order; Enter screens.
 */
export function ScreenFormView(props: {
  readonly form: ScreenForm
  readonly onChange: (form: ScreenForm) => void
  readonly onSubmit: () => void
  readonly nextKey: () => number
  readonly sectors: readonly SectorRow[]
  readonly locale: 'vi' | 'en'
  readonly problems: readonly string[]
  readonly busy: boolean
}) {
  const s = useScreenerStrings()
  const id = useId()
  const { form, onChange } = props
  const set = (patch: Partial<ScreenForm>) => onChange({ ...form, ...patch })
  const setRow = (key: number, patch: Partial<BoundRow>) =>
    set({ bounds: form.bounds.map((r) => (r.key === key ? { ...r, ...patch } : r)) })
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const sectorLabel = (r: SectorRow) => (props.locale === 'en' ? (r.name_en ?? r.name) : r.name)
  const industries = props.sectors.filter((r) => r.level === 1)

  return (
    <form className="sc-form" onSubmit={submit} aria-label={s.filters} data-testid="sc-form">
      <fieldset>
        <legend>{s.filters}</legend>
        <label>
          <span>{s.exchange}</span>
          <select
            value={form.exchange}
            data-testid="sc-exchange"
            onChange={(e) => set({ exchange: e.target.value as ScreenForm['exchange'] })}
          >
            <option value="">{s.allExchanges}</option>
            {screenerExchanges.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{s.index}</span>
          <input
            value={form.index}
            placeholder={s.indexHint}
            data-testid="sc-index"
            onChange={(e) => set({ index: e.target.value })}
          />
        </label>
        <label>
          <span>{s.sector}</span>
          <select
            value={form.sector}
            data-testid="sc-sector"
            onChange={(e) => set({ sector: e.target.value })}
          >
            <option value="">{s.allSectors}</option>
            {industries.map((i) => (
              <optgroup key={i.slug} label={sectorLabel(i)}>
                <option value={i.slug}>{sectorLabel(i)}</option>
                {props.sectors
                  .filter((r) => r.level === 2 && (r.parent === i.slug || r.parent === i.code))
                  .map((r) => (
                    <option key={r.slug} value={r.slug}>
                      {`· ${sectorLabel(r)}`}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      </fieldset>

      <fieldset className="sc-bounds" data-testid="sc-bounds">
        <legend>{s.bounds}</legend>
        {form.bounds.map((row, i) => (
          <div className="sc-bound" key={row.key} data-testid="sc-bound">
            <select
              aria-label={`${s.bounds} ${String(i + 1)}`}
              value={row.field}
              onChange={(e) => setRow(row.key, { field: e.target.value as ScreenerNumericField })}
            >
              {screenerNumericFields.map((f) => (
                <option key={f} value={f}>
                  {s.fields[f]}
                </option>
              ))}
            </select>
            <select
              aria-label={`${s.bounds} ${String(i + 1)} >/<`}
              value={row.op}
              onChange={(e) => setRow(row.key, { op: e.target.value === 'lt' ? 'lt' : 'gt' })}
            >
              <option value="gt">{s.above}</option>
              <option value="lt">{s.below}</option>
            </select>
            <input
              aria-label={`${s.value} ${String(i + 1)}`}
              inputMode="decimal"
              value={row.value}
              onChange={(e) => setRow(row.key, { value: e.target.value })}
            />
            <button
              type="button"
              className="sc-remove"
              aria-label={`${s.removeBound} ${String(i + 1)}`}
              title={s.removeBound}
              onClick={() => set({ bounds: form.bounds.filter((r) => r.key !== row.key) })}
            >
              ×
            </button>
          </div>
        ))}
        <button
          type="button"
          data-testid="sc-add-bound"
          onClick={() =>
            set({ bounds: [...form.bounds, { key: props.nextKey(), field: 'pe', op: 'lt', value: '' }] })
          }
        >
          + {s.addBound}
        </button>
        <p className="sc-hint">{s.unitsHint}</p>
      </fieldset>

      <fieldset>
        <legend>{s.sort}</legend>
        <label>
          <span>{s.sort}</span>
          <select
            value={form.sortField}
            data-testid="sc-sort"
            onChange={(e) => set({ sortField: e.target.value as ScreenerField })}
          >
            {screenerFields.map((f) => (
              <option key={f} value={f}>
                {s.fields[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="sc-check">
          <input
            type="checkbox"
            checked={form.sortDesc}
            onChange={(e) => set({ sortDesc: e.target.checked })}
          />
          <span>{s.descending}</span>
        </label>
      </fieldset>

      <fieldset aria-describedby={`${id}-when`}>
        <legend>{s.window}</legend>
        <label>
          <span>{s.window}</span>
          <select
            value={form.window}
            data-testid="sc-window"
            onChange={(e) => set({ window: e.target.value as ScreenerWindow | '' })}
          >
            <option value="">{s.windowDefault}</option>
            {screenerWindows.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{s.date}</span>
          <DayField value={form.date} testId="sc-date" onChange={(date) => set({ date })} />
        </label>
        <p className="sc-hint" id={`${id}-when`}>
          {s.windowOrDateHint}
        </p>
      </fieldset>

      <fieldset className="sc-fields">
        <legend>{s.columns}</legend>
        <p className="sc-hint">{form.fields.length === 0 ? s.allColumns : null}</p>
        {screenerFields
          .filter((f) => f !== 'symbol')
          .map((f) => (
            <label key={f} className="sc-check">
              <input
                type="checkbox"
                checked={form.fields.includes(f)}
                onChange={(e) =>
                  set({
                    fields: e.target.checked
                      ? screenerFields.filter((x) => x === f || form.fields.includes(x))
                      : form.fields.filter((x) => x !== f),
                  })
                }
              />
              <span>{s.fields[f]}</span>
            </label>
          ))}
      </fieldset>

      {props.problems.length > 0 && (
        <div className="sc-problems" role="alert" data-testid="sc-problems">
          <strong>{s.notSent}</strong>
          <ul>
            {props.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" className="sc-run" data-testid="sc-run" disabled={props.busy}>
        {props.busy ? s.running : s.run}
      </button>
    </form>
  )
}
