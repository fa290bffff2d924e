// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Alert } from '../../../../src-shared/bridge/contract'
import { storedAlert } from '../testing/stored-alert'
import { setLocale } from '../../../i18n/strings'
import { AlertForm } from './alert-form'

afterEach(cleanup)

async function saved(props: { direction?: 'above' | 'below' }): Promise<Alert | null> {
  setLocale('en')
  let out: Alert | null = null
  render(<AlertForm symbol="FPT" price={90_000} levelId="d-1" {...props} onSave={(a) => (out = a)} />)
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  return out
}

describe('the alert form opened from a chart level', () => {
  it('starts on "crosses below" for a level under the last price, and keeps the level', async () => {
    const alert = await saved({ direction: 'below' })
    expect(alert?.condition).toEqual({ kind: 'crosses', direction: 'below', price: 90_000, levelId: 'd-1' })
  })
  it('starts on "crosses above" for a level over it', async () => {
    const alert = await saved({ direction: 'above' })
    expect(alert?.condition).toMatchObject({ kind: 'crosses', direction: 'above' })
  })
})

function editForm(
  editing: Alert,
  extra: { price?: number; levelId?: string } = {},
): { saved: () => Alert | null } {
  setLocale('en')
  let out: Alert | null = null
  render(<AlertForm symbol="FPT" editing={editing} {...extra} onSave={(a) => (out = a)} />)
  return { saved: () => out }
}

describe('the alert form editing a saved alert', () => {
  it('shows its crossing, level and repeat with cool-down, and saves them unchanged', async () => {
    const alert = storedAlert({
      condition: { kind: 'crosses', direction: 'below', price: 95_300, levelId: 'd-7' },
      repeat: 'every',
      cooldownSec: 120,
      paused: true,
      note: 'support',
    })
    // The window's own price (another level) must not replace the alert's.
    const form = editForm(alert, { price: 90_000, levelId: 'd-1' })
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveProperty('value', 'crosses-below')
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveProperty('value', '95.3')
    expect(screen.getByRole('combobox', { name: 'Repeat' })).toHaveProperty('value', 'every')
    expect(screen.getByRole('textbox', { name: 'Cool-down (s)' })).toHaveProperty('value', '120')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(form.saved()).toEqual(alert)
  })

  it.each([
    [{ kind: 'change-percent', percent: -3.5 }, 'change-percent', '-3.5'],
    [{ kind: 'volume-above', volume: 2_500_000 }, 'volume-above', '2500000'],
    [{ kind: 'room-below', room: 10_000 }, 'room-below', '10000'],
  ] as const)('shows a %o condition and saves it back', async (condition, choice, value) => {
    const form = editForm(storedAlert({ condition }))
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveProperty('value', choice)
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveProperty('value', value)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(form.saved()?.condition).toEqual(condition)
  })

  it('shows a ceiling alert without a value', async () => {
    const form = editForm(storedAlert({ condition: { kind: 'limit', side: 'floor' } }))
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveProperty('value', 'floor')
    expect(screen.queryByRole('textbox', { name: 'Value' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(form.saved()?.condition).toEqual({ kind: 'limit', side: 'floor' })
  })

  it('drops the level when the price is retyped', async () => {
    const form = editForm(
      storedAlert({ condition: { kind: 'crosses', direction: 'above', price: 95_300, levelId: 'd-7' } }),
    )
    const field = screen.getByRole('textbox', { name: 'Value' })
    await userEvent.clear(field)
    await userEvent.type(field, '97')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(form.saved()?.condition).toEqual({ kind: 'crosses', direction: 'above', price: 97_000 })
  })
})
