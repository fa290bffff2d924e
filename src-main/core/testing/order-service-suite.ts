import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Simulator } from '../../../src-sim/server'
import { createHttpClient } from '../http/http-client'
import { createOrderService, type OrderService, type OrderServiceDeps } from '../orders/order-service'
import { becomeTrading, control, demoKit, startFrozenNow, type DemoKit } from './sim-test-kit'

export interface OrderServiceSuite {
  readonly sim: Simulator
  readonly kit: DemoKit
  /** An order service on the demo key with a trading token, stopped after the test. */
  readonly service: (extra?: Partial<OrderServiceDeps>) => OrderService
}

/**
 * The order service's test suite setup: one frozen simulator per file with a trading token on the
 * demo key, faults cleared and services stopped after each test.
 */
export function orderServiceSuite(seed: number): OrderServiceSuite {
  let sim: Simulator | undefined
  let kit: DemoKit | undefined
  const services: OrderService[] = []
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started yet')
    return value
  }

  beforeAll(async () => {
    sim = await startFrozenNow(seed)
    kit = await demoKit(sim)
    await becomeTrading(sim, kit)
  })
  afterEach(async () => {
    for (const s of services.splice(0)) s.stop()
    await control(ready(sim), '/faults', undefined, 'DELETE')
  })
  afterAll(async () => {
    kit?.tokens.stop()
    await sim?.close()
  })

  return {
    get sim() {
      return ready(sim)
    },
    get kit() {
      return ready(kit)
    },
    service: (extra = {}) => {
      const k = ready(kit)
      const s = createOrderService({
        http: createHttpClient({ baseUrl: ready(sim).url }),
        bearer: (scope) => k.tokens.bearer(scope),
        accounts: k.accounts,
        cadenceMs: 100,
        ...extra,
      })
      services.push(s)
      return s
    },
  }
}
