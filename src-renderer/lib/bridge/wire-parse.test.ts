import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseCallResult, parseEndError, parseServerMessage } from './wire-parse'

describe('parseServerMessage', () => {
  it('accepts the four server messages', () => {
    expect(parseServerMessage('{"t":"result","id":1,"result":{"ok":true,"value":1}}')).toEqual({
      t: 'result',
      id: 1,
      result: { ok: true, value: 1 },
    })
    expect(parseServerMessage('{"t":"protocol-error","error":"x"}')).toEqual({
      t: 'protocol-error',
      error: 'x',
    })
  })
  it('rejects what is not one', () => {
    expect(parseServerMessage('not json')).toBeNull()
    expect(parseServerMessage('{"t":"result"}')).toBeNull()
    expect(parseServerMessage('{"t":"other","id":1}')).toBeNull()
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull()
  })
})

describe('parseCallResult', () => {
  it('checks the value against the output schema', () => {
    expect(parseCallResult({ ok: true, value: 'a' }, z.string(), 'x')).toEqual({ ok: true, value: 'a' })
    expect(parseCallResult({ ok: true, value: 1 }, z.string(), 'x')).toMatchObject({
      ok: false,
      error: { kind: 'bad-response', code: 'bad-output' },
    })
    expect(parseCallResult({ nope: 1 }, z.string(), 'x')).toMatchObject({
      ok: false,
      error: { code: 'bad-envelope' },
    })
  })
})

describe('parseEndError', () => {
  it('keeps a well-formed error and names the stream otherwise', () => {
    const error = { kind: 'server', code: 'gone', message: 'gone' }
    expect(parseEndError(error, 's')).toEqual(error)
    expect(parseEndError(null, 'board.deltas')).toMatchObject({ code: 'stream-ended' })
  })
})
