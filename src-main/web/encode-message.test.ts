import { describe, expect, it } from 'vitest'
import type { ServerMessage } from '../../src-shared/bridge/wire'
import { encodeServerMessage } from './encode-message'

const delta = {
  type: 'delta',
  changes: [{ symbol: 'FPT', fields: { matchPrice: 101_500, room: null } }],
  added: [],
  removed: ['OLD'],
  tradingDate: '26/11/2026',
  at: 1_764_000_000_000,
}

describe('encodeServerMessage', () => {
  it('writes every message exactly as JSON.stringify does', () => {
    const messages: ServerMessage[] = [
      { t: 'event', id: 3, event: delta },
      { t: 'event', id: 4, event: 'text' },
      { t: 'result', id: 1, result: { ok: true, value: [1, 2] } },
      { t: 'end', id: 3, error: { kind: 'network' } },
    ]
    for (const message of messages) expect(encodeServerMessage(message)).toBe(JSON.stringify(message))
  })

  it('encodes one event once for every socket, each under its own subscription id', () => {
    const event = { ...delta, changes: [...delta.changes] }
    const first = encodeServerMessage({ t: 'event', id: 7, event })
    // Changed after its first encoding, the same object keeps the text every socket was sent: a
    // feed never changes an event it emitted, and no socket may see another version of it.
    event.removed = ['OTHER']
    const second = encodeServerMessage({ t: 'event', id: 9, event })
    expect(JSON.parse(first)).toEqual({ t: 'event', id: 7, event: delta })
    expect(JSON.parse(second)).toEqual({ t: 'event', id: 9, event: delta })
  })

  it('throws where JSON.stringify throws, so the socket can report the unencodable answer', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => encodeServerMessage({ t: 'event', id: 1, event: cyclic })).toThrow()
    expect(() => encodeServerMessage({ t: 'event', id: 1, event: { n: 1n } })).toThrow()
  })
})
