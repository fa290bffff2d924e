import { describe, expect, it } from 'vitest'
import { knownSecrets } from '../../logging/known-secrets'
import { outcomeOfRefusal, result } from './cancel-outcomes'

describe('outcomeOfRefusal: the real services words, not codes we invented', () => {
  it.each([
    // TCBS orStatus descriptions, as a stock cancel's errorMesage or a derivative rs.
    ['-1', 'Lệnh đã hủy', 'already-cancelled'],
    ['-1', 'Lệnh đã bị huỷ', 'already-cancelled'],
    ['-1', 'Lệnh đã khớp hết', 'already-matched'],
    ['-1', 'Lệnh 123 không tồn tại', 'not-found'],
    ['-1', 'Không tìm thấy lệnh', 'not-found'],
    ['-1', 'Lệnh bị từ chối', 'rejected'],
    ['-1', 'Lệnh đang hủy', 'rejected'],
    ['-1', 'Lệnh hết hiệu lực', 'rejected'],
    // FHSC order_status names, in the code or the words.
    ['CANCELLED', '', 'already-cancelled'],
    ['', 'order is MATCHED_ALL', 'already-matched'],
    ['', 'order status CANCELLING', 'rejected'],
    ['ORDER_NOT_FOUND', '', 'not-found'],
    // English words.
    ['7', 'order already cancelled', 'already-cancelled'],
    ['7', 'order fully matched', 'already-matched'],
    // Codes alone mean nothing: the simulator's old inventions are plain refusals now.
    ['-101', '', 'rejected'],
    ['-12', '', 'rejected'],
    ['-300025', 'Ngoài giờ giao dịch', 'rejected'],
  ] as const)('%s %j -> %s', (code, message, outcome) => {
    expect(outcomeOfRefusal(code, message)).toBe(outcome)
  })

  it('does not read a partly matched order as fully matched', () => {
    expect(outcomeOfRefusal('-1', 'Lệnh khớp một phần, không thể hủy lúc này')).toBe('rejected')
    expect(outcomeOfRefusal('-1', 'partly matched')).toBe('rejected')
  })
})

describe('result: the broker’s words reach the window without a secret', () => {
  it('scrubs a known secret the broker echoed back, and keeps the rest of its words', () => {
    knownSecrets.add('sk-echoed-4711')
    try {
      const r = result('derivative', '42', 'rejected', '-1', 'bad request secret=sk-echoed-4711 refused')
      expect(r.message).not.toContain('sk-echoed-4711')
      expect(r.message).toContain('bad request secret=[redacted] refused')
    } finally {
      knownSecrets.forget('sk-echoed-4711')
    }
  })
})
