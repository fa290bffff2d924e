// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from './error-boundary'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A panel that fails to draw while `broken.now` is true. */
const broken = { now: true }
function Panel() {
  if (broken.now) throw new Error('panel exploded')
  return <p>bảng giá</p>
}

describe('error boundary', () => {
  it('shows a way back instead of a blank window, and "try again" draws the view afresh', async () => {
    // React reports the caught error to the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.documentElement.lang = 'vi'
    broken.now = true
    render(
      <ErrorBoundary>
        <Panel />
      </ErrorBoundary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Cửa sổ này gặp lỗi')
    expect(screen.getByRole('button', { name: 'Tải lại cửa sổ' })).toBeTruthy()
    expect(screen.queryByText('bảng giá')).toBeNull()

    broken.now = false
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }))
    expect(screen.getByText('bảng giá')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('speaks English in an English window', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.documentElement.lang = 'en'
    broken.now = true
    render(
      <ErrorBoundary>
        <Panel />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
