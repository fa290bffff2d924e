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
    // Spent: a new code replaces it, the old one no longer works, and a change needs the current PIN.
    expect(person.setupCode?.()).toMatch(/^\d{8}$/)
    expect(person.setupCode?.()).not.toBe(code)
    expect(await refusal(person.setPin('654321', { setupCode: code }))).toMatchObject({
      code: 'guard-setup-code-wrong',
    })
    expect(await refusal(person.setPin('654321', {}))).toMatchObject({ code: 'guard-pin-required' })
    await person.setPin('654321', { current: '123456' })
    expect(await person.allowLoosening({ title: '', detail: '' }, '654321')).toEqual({ ok: true })
  })

  it('a shell started with a PIN already in the vault has a fresh code, for a reset only', async () => {
    const first = pinPersonCheck({ vault, clock, cost: 2 ** 4 })
    const spent = first.setupCode?.() ?? ''
    await first.setPin('123456', { setupCode: spent })
    const next = pinPersonCheck({ vault, clock, cost: 2 ** 4 }).setupCode?.()
    expect(next).toMatch(/^\d{8}$/)
  })
})

describe('a forgotten trading PIN', () => {
  const otherThan = (code: string) => (code === '00000000' ? '00000001' : '00000000')

  /** A shell restarted after the PIN was set and forgotten: a PIN in the vault, a fresh code printed. */
  async function forgotten() {
    const earlier = pinPersonCheck({ vault, clock, cost: 2 ** 4 })
    await earlier.setPin('123456', { setupCode: earlier.setupCode?.() ?? '' })
    const person = pinPersonCheck({ vault, clock, cost: 2 ** 4 })
    const printed: string[] = []
    person.onSetupCode?.((code) => printed.push(code))
    return { person, code: person.setupCode?.() ?? '', printed }
  }

  it('is reset with the code the terminal printed: the old PIN stops working, the code is spent', async () => {
    const { person, code, printed } = await forgotten()
    const before = vault.getTradingPin()
    await person.setPin('987654', { setupCode: code })
    expect(vault.getTradingPin()).not.toEqual(before)
    expect(await person.allowLoosening({ title: '', detail: '' }, '987654')).toEqual({ ok: true })
    expect(await person.allowLoosening({ title: '', detail: '' }, '123456')).toMatchObject({
      ok: false,
      refusal: { detail: { code: 'guard-pin-wrong' } },
    })
    // A new code is printed at once; the one the page saw is spent.
    expect(printed).toEqual([person.setupCode?.()])
    expect(printed[0]).not.toBe(code)
    expect(await refusal(person.setPin('111111', { setupCode: code }))).toMatchObject({
      code: 'guard-setup-code-wrong',
    })
  })

  it('wrong codes count towards the lock, shared with wrong PINs, and a locked PIN is not reset', async () => {
    const { person, code } = await forgotten()
    const wrong = otherThan(code)
    // Two wrong PINs and three wrong codes: five wrong tries lock.
    for (const pin of ['000000', '000001']) {
      expect(await person.allowLoosening({ title: '', detail: '' }, pin)).toMatchObject({ ok: false })
    }
    for (let i = 0; i < 2; i++) {
      expect(await refusal(person.setPin('222222', { setupCode: wrong }))).toMatchObject({
        code: 'guard-setup-code-wrong',
      })
    }
    expect(await refusal(person.setPin('222222', { setupCode: wrong }))).toMatchObject({
      code: 'guard-pin-locked',
      retryAt: clock.now() + 5 * 60_000,
    })
    const locked = vault.getTradingPin()
    expect(await refusal(person.setPin('222222', { setupCode: code }))).toMatchObject({
      code: 'guard-pin-locked',
    })
    expect(vault.getTradingPin()).toEqual(locked)
    await clock.advance(5 * 60_000)
    await person.setPin('222222', { setupCode: code })
    expect(await person.allowLoosening({ title: '', detail: '' }, '222222')).toEqual({ ok: true })
  })

  it('a page alone cannot reset it: without the code, or with a guess, the PIN in the vault stays', async () => {
    const { person, code } = await forgotten()
    const kept = vault.getTradingPin()
    expect(await refusal(person.setPin('333333', {}))).toMatchObject({ code: 'guard-pin-required' })
    expect(await refusal(person.setPin('333333', { current: '000000' }))).toMatchObject({
      code: 'guard-pin-wrong',
    })
    expect(await refusal(person.setPin('333333', { setupCode: otherThan(code) }))).toMatchObject({
      code: 'guard-setup-code-wrong',
    })
    expect(vault.getTradingPin()).toEqual(kept)
    expect(await person.allowLoosening({ title: '', detail: '' }, '123456')).toEqual({ ok: true })
  })
})
