import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildHttpServer } from './app'

let app: FastifyInstance | undefined
afterEach(async () => app?.close())

// Fastify's schema compilers are loaded only when a route declares a Fastify schema: such a route
// must still be checked and serialized as Fastify does.
describe('the HTTP server with lazily loaded schema compilers', () => {
  it('still validates a Fastify querystring schema and serializes a response schema', async () => {
    app = buildHttpServer(() => 0)
    app.get(
      '/probe',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { n: { type: 'integer', minimum: 1 } },
            required: ['n'],
          },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ n: (request.query as { n: number }).n, dropped: true }),
    )
    const bad = await app.inject({ method: 'GET', url: '/probe?n=0' })
    expect(bad.statusCode).toBe(400)
    const good = await app.inject({ method: 'GET', url: '/probe?n=3' })
    expect(good.statusCode).toBe(200)
    // The response schema's serializer drops what the schema does not name.
    expect(good.json()).toEqual({ n: 3 })
  })
})
