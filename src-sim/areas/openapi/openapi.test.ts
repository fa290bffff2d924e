import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SimContext, resolveConfig } from '../../state/world'
import { buildApp } from '../../app'
import { declareRoute } from '../../kit/http/route-spec'

type Operation = {
  summary: string
  security?: Record<string, unknown>[]
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]
  requestBody?: { content: { 'application/json': { schema: { required?: string[] } } } }
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> }

const app = buildApp(new SimContext(resolveConfig({ speed: 0 })), {
  control: false,
  plugins: [
    // A later route group (as trading/ and research/ are) plugs in with one declaration.
    (a) => {
      declareRoute(
        a,
        {
          method: 'GET',
          path: '/trading/v1/example/{id}',
          group: 'E',
          tier: 'signed',
          summary: 'An example',
          query: z.object({ page: z.string().optional(), size: z.string() }),
          response: z.object({ error_code: z.string() }),
        },
        async () => ({ error_code: '0' }),
      )
      // Registered the plain Fastify way: listed, flagged as undeclared.
      a.app.get('/research/v1/plain/:id', async () => ({}))
    },
  ],
})
let doc: Doc

beforeAll(async () => {
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
})
afterAll(async () => {
  await app.close()
})

describe('GET /openapi.json, generated from the route declarations', () => {
  it('lists every declared route, the quote history and a plugged-in group included', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.paths['/market/quotes/{kind}/{symbol}/history']?.get?.summary).toMatch(/Candles/)
    expect(doc.paths['/trading/v1/example/{id}']?.get?.security).toEqual([{ signed: [] }])
    expect(Object.keys(doc.paths)).not.toContain('/__sim/reset')
    expect(Object.keys(doc.paths)).not.toContain('/openapi.json')
  })

  it('lists a route registered without a declaration as undeclared, so the conformance check sees it', () => {
    expect(doc.paths['/research/v1/plain/{id}']?.get).toMatchObject({ 'x-undeclared': true })
  })

  it('documents path and query parameters from the schemas, required where the schema says so', () => {
    const example = doc.paths['/trading/v1/example/{id}']?.get
    expect(example?.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['page', 'query', false],
      ['size', 'query', true],
    ])
    const cash = doc.paths['/aion/v1/accounts/{accountNo}/cashInvestments']?.get
    expect(cash?.parameters.find((p) => p.name === 'pageSize')?.schema).toMatchObject({ type: 'string' })
  })

  it('documents request bodies and the tier of each route', () => {
    const place = doc.paths['/akhlys/v1/accounts/{accountNo}/orders']?.post
    expect(place?.requestBody?.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['execType', 'price', 'priceType', 'quantity', 'symbol']),
    )
    expect(place?.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/tartarus/v1/tickerCommons']?.get?.security).toBeUndefined()
    expect(doc.paths['/market/index-realtime']?.get?.security).toEqual([{ apiKey: [] }])
  })
})
