import { describe, expect, it, vi } from 'vitest'
import { createPartialRouter, type CallContext } from './router'
import { CoreError } from '../errors/to-bridge-error'
import { bridgeError } from '../../../src-shared/bridge/errors'

const ctx: CallContext = { origin: 'web', clientId: 'test' }

function makeRouter(overrides: { info?: () => never } = {}) {
  const stop = vi.fn()
  const router = createPartialRouter(
    {
      'app.info':
        overrides.info ??
        (() => ({
          version: '1',
          shell: 'web' as const,
          profile: { id: 'demo', name: 'Demo', kind: 'demo' as const },
          simulatorUrl: null,
          notices: [],
        })),
      'board.baskets': () => [{ code: 2 as const, name: 'VN30' }],
    },
    {
      'board.deltas': (params, emit) => {
        emit({
          type: 'status',
          status: {
            state: 'connecting',
            lastOkAt: null,
            nextRetryAt: null,
            cadenceMs: params.kind === 'basket' ? params.code : 0,
          },
        })
        return stop
      },
    },
  )
  return { router, stop }
}

describe('bridge router', () => {
  it('answers a declared call with its output', async () => {
    const { router } = makeRouter()
    const result = await router.call('board.baskets', {}, ctx)
    expect(result).toEqual({ ok: true, value: [{ code: 2, name: 'VN30' }] })
  })

  it('refuses an unknown call as a validation error', async () => {
    const { router } = makeRouter()
    const result = await router.call('shell.exec', {}, ctx)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'validation', code: 'unknown-call' })
  })

  it('refuses names inherited from Object.prototype', async () => {
    const { router } = makeRouter()
    const result = await router.call('constructor', {}, ctx)
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown-call' } })
  })

  it('rejects extra input fields before the handler runs', async () => {
    const { router } = makeRouter()
    const result = await router.call('app.info', { sneaky: true }, ctx)
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', code: 'bad-input' } })
    if (!result.ok) expect(result.error.issues?.length).toBeGreaterThan(0)
  })

  it('rejects a stream with an unknown basket code and never starts it', () => {
    const { router, stop } = makeRouter()
    const emit = vi.fn()
    const result = router.subscribe('board.deltas', { kind: 'basket', code: 7 }, emit, ctx)
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', code: 'bad-params' } })
    expect(emit).not.toHaveBeenCalled()
    expect(stop).not.toHaveBeenCalled()
  })

  it('starts a valid stream and hands back its stop function', () => {
    const { router, stop } = makeRouter()
    const emit = vi.fn()
    const result = router.subscribe('board.deltas', { kind: 'basket', code: 2 }, emit, ctx)
    expect(result.ok).toBe(true)
    expect(emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'status' }))
    if (result.ok) result.value()
    expect(stop).toHaveBeenCalledOnce()
  })

  it('turns a thrown CoreError into its typed error, and anything else into an opaque internal one', async () => {
    const typed = makeRouter({
      info: () => {
        throw new CoreError(bridgeError('network', 'unreachable', 'down'))
      },
    })
    expect(await typed.router.call('app.info', {}, ctx)).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    })
    const opaque = makeRouter({
      info: () => {
        throw new Error('secret=abc123')
      },
    })
    const result = await opaque.router.call('app.info', {}, ctx)
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } })
    expect(JSON.stringify(result)).not.toContain('abc123')
  })

  it('refuses __proto__, constructor and prototype keys at any depth before the schema or handler runs', async () => {
    const setUi = vi.fn()
    const router = createPartialRouter({ 'workspace.setUi': setUi }, {})
    for (const [text, path] of [
      ['{"shortcuts":{"__proto__":"Alt+X"}}', 'shortcuts.__proto__'],
      ['{"shortcuts":{"orders.cancel":"Alt+X","constructor":"Alt+Y"}}', 'shortcuts.constructor'],
      ['{"prototype":{}}', 'prototype'],
    ] as const) {
      const result = await router.call('workspace.setUi', JSON.parse(text), ctx)
      expect(result, text).toMatchObject({
        ok: false,
        error: { kind: 'validation', code: 'unsafe-key', issues: [{ path }] },
      })
    }
    expect(setUi).not.toHaveBeenCalled()
  })
})
