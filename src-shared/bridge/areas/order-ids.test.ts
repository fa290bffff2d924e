import { describe, expect, it } from 'vitest'
import { contract } from '../contract'

/** Every order id crossing the bridge has the documented shape (a long numeral, declared string). */
describe('order ids in the contract', () => {
  const modify = contract.calls['orders.modify'].input
  const cancel = contract.calls['orders.cancelSvc'].input

  it('refuses ids that would change the path they are put in', () => {
    for (const orderId of ['..', '.', '../100004', 'a/b', '%2e%2e', ' 1', '-1', '']) {
      expect(modify.safeParse({ orderId, price: 10_000, quantity: 100 }).success, orderId).toBe(false)
      expect(cancel.safeParse({ orderIds: [orderId] }).success, orderId).toBe(false)
    }
  })

  it('takes the broker ids', () => {
    for (const orderId of ['202603020000001', '9202205230000324355', 'ABC-12_3']) {
      expect(modify.safeParse({ orderId, price: 10_000, quantity: 100 }).success, orderId).toBe(true)
      expect(cancel.safeParse({ orderIds: [orderId] }).success, orderId).toBe(true)
    }
  })
})
