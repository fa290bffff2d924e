import { describe, expect, it } from 'vitest'
import { clientMessageSchema } from './wire'

describe('the bridge wire: a cancel message', () => {
  it('carries the id of the call it drops', () => {
    expect(clientMessageSchema.parse({ t: 'cancel', id: 7 })).toEqual({ t: 'cancel', id: 7 })
  })

  it.each([
    ['no id', { t: 'cancel' }],
    ['a negative id', { t: 'cancel', id: -1 }],
    ['a fractional id', { t: 'cancel', id: 1.5 }],
    ['an id as text', { t: 'cancel', id: '7' }],
    ['a name beside the id', { t: 'cancel', id: 7, name: 'orders.place' }],
  ])('refuses one with %s', (_what, message) => {
    expect(clientMessageSchema.safeParse(message).success).toBe(false)
  })
})
