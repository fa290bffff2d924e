import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vnTime } from '../../../../src-shared/market/vietnam-calendar'
import { CoreError } from '../../errors/to-bridge-error'
import { ManualClock } from '../../testing/manual-clock'
import { fileKeyCipher } from '../../vault/file-key-cipher'
import { openVault, type Vault } from '../../vault/vault'
import { pinPersonCheck } from './pin-person-check'

/**
 * The first trading PIN needs the setup code the web shell printed in its terminal, and that code
 * shares the PIN's lock: a page on the bridge can neither set the first PIN without it nor search it.
 * A real vault on disk; scrypt's cost lowered.
 */
let dir: string
let vault: Vault
let clock: ManualClock
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pin-setup-'))
  clock = new ManualClock(vnTime(2026, 3, 2, 10, 0))
  vault = await openVault({ dir, cipher: fileKeyCipher({ dir }), onNotice: () => undefined, clock })
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const refusal = async (attempt: Promise<unknown>) => {
  try {
    await attempt
  } catch (error) {
    if (error instanceof CoreError) return error.detail
  }
  return null
}

describe('the first trading PIN', () => {
  it('needs the setup code; five wrong codes lock it until a time the refusal carries', async () => {
    const person = pinPersonCheck({ vault, clock, cost: 2 ** 4 })
    const code = person.setupCode?.() ?? ''
    expect(code).toMatch(/^\d{8}$/)
    expect(await refusal(person.setPin('123456', {}))).toMatchObject({ code: 'guard-setup-code-required' })
    const wrong = code === '00000000' ? '00000001' : '00000000'
    for (let i = 0; i < 4; i++) {
      expect(await refusal(person.setPin('123456', { setupCode: wrong }))).toMatchObject({
        code: 'guard-setup-code-wrong',
      })
    }
    expect(await refusal(person.setPin('123456', { setupCode: wrong }))).toMatchObject({
      code: 'guard-pin-locked',
      retryAt: clock.now() + 5 * 60_000,
    })
    // Locked: even the right code waits.
    expect(await refusal(person.setPin('123456', { setupCode: code }))).toMatchObject({
      code: 'guard-pin-locked',
    })
    expect(person.pinSet()).toBe(false)

    await clock.advance(5 * 60_000)
    await person.setPin('123456', { setupCode: code })
    expect(person.pinSet()).toBe(true)
    // Spent: no code any more, and a change needs the current PIN.
    expect(person.setupCode?.()).toBeNull()
    expect(await refusal(person.setPin('654321', { setupCode: code }))).toMatchObject({
      code: 'guard-pin-required',
    })
    await person.setPin('654321', { current: '123456' })
    expect(await person.allowLoosening({ title: '', detail: '' }, '654321')).toEqual({ ok: true })
  })

  it('a shell started with a PIN already in the vault prints no setup code', async () => {
    const first = pinPersonCheck({ vault, clock, cost: 2 ** 4 })
    await first.setPin('123456', { setupCode: first.setupCode?.() ?? '' })
    expect(pinPersonCheck({ vault, clock, cost: 2 ** 4 }).setupCode?.()).toBeNull()
  })
})
