import { describe, expect, it } from 'vitest'
import { pollEvery, UNFOCUSED_POLL_FACTOR, type PageAttention } from './poll-interval'

function page(visibilityState: DocumentVisibilityState, focused: boolean): PageAttention {
  return { visibilityState, hasFocus: () => focused }
}

describe('pollEvery', () => {
  it('keeps the cadence in the focused window', () => {
    expect(pollEvery(3_000, page('visible', true))()).toBe(3_000)
  })

  it('polls an open but unfocused window more slowly', () => {
    expect(pollEvery(3_000, page('visible', false))()).toBe(3_000 * UNFOCUSED_POLL_FACTOR)
  })

  it('does not poll a hidden window', () => {
    expect(pollEvery(3_000, page('hidden', false))()).toBe(false)
  })

  it('follows the window as its focus changes, read on every call', () => {
    let focused = false
    const interval = pollEvery(5_000, { visibilityState: 'visible', hasFocus: () => focused })
    expect(interval()).toBe(25_000)
    focused = true
    expect(interval()).toBe(5_000)
  })
})
