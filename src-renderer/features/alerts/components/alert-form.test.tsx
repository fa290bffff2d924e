// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Alert } from '../../../../src-shared/bridge/contract'
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
