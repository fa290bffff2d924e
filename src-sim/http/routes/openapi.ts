import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { basketCodes } from '../../../src-shared/market/baskets'
import { tickerCommonsSpecSchema } from '../../../src-shared/schemas/ticker-commons'

type Op = {
  summary: string
  auth?: 'bearer' | 'trading' | 'identity' | 'apiKey'
  params?: string[]
  body?: string[]
}

const ops: Record<string, Record<string, Op>> = {
  '/tartarus/v1/tickerCommons': {
    get: {
      summary:
        'Ticker records by `tickers` (comma-separated; stocks in VND, running VN30FYYMM futures in points) or basket `index`',
      params: ['tickers', 'index'],
    },
  },
  '/aion/v1/accounts/{accountNo}/cashInvestments': {
    get: { summary: 'Cash balance (paged)', auth: 'bearer', params: ['pageSize', 'pageIndex'] },
  },
  '/aion/v1/accounts/{accountNo}/matching-details': {
    get: { summary: 'Matched trades of the day', auth: 'bearer', params: ['pageSize', 'pageIndex'] },
  },
  '/aion/v1/accounts/{accountNo}/orders': { get: { summary: 'Stock order book', auth: 'bearer' } },
  '/aion/v1/accounts/{accountNo}/orders/{orderID}': { get: { summary: 'One stock order', auth: 'bearer' } },
  '/akhlys/v1/accounts/{accountNo}/orders': {
    post: {
      summary: 'Place a stock LO order',
      auth: 'trading',
      body: ['execType', 'price', 'priceType', 'quantity', 'symbol'],
    },
  },
  '/akhlys/v1/accounts/{accountNo}/orders/{orderId}': {
    put: {
      summary: 'Amend a working stock order (price or quantity)',
      auth: 'trading',
      body: ['price', 'quantity'],
    },
  },
  '/akhlys/v1/accounts/{accountNo}/cancel-orders': {
    put: { summary: 'Cancel stock orders', auth: 'trading', body: ['ordersList'] },
  },
  '/hydros/v1/account/{accountNo}/risk': {
    get: { summary: 'Margin risk (top-level array)', auth: 'bearer' },
  },
  '/khronos/v1/account/portfolio/status': {
    get: { summary: 'Open derivative positions', auth: 'bearer', params: ['accountId', 'subAccountId'] },
  },
  '/khronos/v1/order/in-day': {
    get: {
      summary: 'Derivative order book',
      auth: 'bearer',
      params: ['accountId', 'pageNo', 'pageSize', 'symbol', 'refId', 'orderType', 'status'],
    },
  },
  '/khronos/v1/order/cancel': {
    post: {
      summary: 'Cancel a derivative order',
      auth: 'trading',
      body: ['accountId', 'orderNo', 'cmd', 'pin', 'refId'],
    },
  },
  '/khronos/v1/order/place': {
    post: {
      summary: 'Place a derivative order',
      auth: 'trading',
      body: ['accountId', 'subAccountId', 'side', 'symbol', 'price', 'volume', 'refId', 'pin'],
    },
  },
  '/nyx/v1/intraday/{ticker}/bsa-month': {
    get: { summary: 'Monthly supply and demand', auth: 'bearer', params: ['timeWindow', 'type'] },
  },
  '/api/v3/auth/token': {
    post: { summary: 'Token record', body: ['apiKey', 'apiSecret', 'otp', 'transactionId'] },
  },
  '/api/v3/auth/requestOtp': {
    post: { summary: 'Send an OTP or start an app approval', body: ['apiKey', 'apiSecret'] },
  },
  '/api/v3/auth/refresh': { post: { summary: 'Renew a token record', body: ['refreshToken'] } },
  '/events/search': {
    get: {
      summary: 'Corporate events',
      auth: 'identity',
      params: ['symbol', 'orderBy', 'type', 'startDate', 'endDate', 'offset', 'limit'],
    },
  },
  '/connect/authorize': {
    get: {
      summary: 'OAuth 2.0 implicit flow (302 with the token in the fragment)',
      params: ['response_type', 'client_id', 'redirect_uri', 'scope', 'state'],
    },
  },
  '/brokers/{brokerId}/webhook': { post: { summary: 'Broker status message', body: ['type', 'data'] } },
  '/market/index-realtime': {
    get: {
      summary: 'Index levels, breadth and intraday series (group E tier 1, `result` array)',
      auth: 'apiKey',
      params: ['index', 'mode'],
    },
  },
}

/** A summary OpenAPI 3.1 document of the simulator, served at /openapi.json; docs/simulator.md has the rules. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  for (const [path, methods] of Object.entries(ops)) {
    const item: Record<string, unknown> = {}
    for (const [method, op] of Object.entries(methods)) {
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
      item[method] = {
        summary: op.summary,
        ...(op.auth === undefined
          ? {}
          : { security: [{ [op.auth === 'trading' ? 'bearer' : op.auth]: [] }] }),
        ...(op.auth === 'trading'
          ? { description: 'Needs a trading token (issued with an OTP or approval).' }
          : {}),
        parameters: [
          ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
          ...(op.params ?? []).map((name) => ({
            name,
            in: 'query',
            required: false,
            schema: { type: 'string' },
          })),
        ],
        ...(op.body === undefined
          ? {}
          : {
              requestBody: {
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: Object.fromEntries(op.body.map((f) => [f, {}])) },
                  },
                },
              },
            }),
        responses: { '200': { description: 'OK' } },
      }
    }
    paths[path] = item
  }
  const commons = paths['/tartarus/v1/tickerCommons'] as { get: Record<string, unknown> }
  commons.get.responses = {
    '200': {
      description: 'Ticker records',
      content: { 'application/json': { schema: z.toJSONSchema(tickerCommonsSpecSchema) } },
    },
    '400': { description: '`{error, message}`: both parameters, or an unknown basket code' },
  }
  commons.get.description = `Basket codes: ${basketCodes.join(', ')}.`
  return {
    openapi: '3.1.0',
    info: { title: 'Brokerage simulator', version: '1.0.0' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-SVC-APIKEY' },
        identity: {
          type: 'oauth2',
          flows: {
            implicit: { authorizationUrl: '/connect/authorize', scopes: { 'symbols-read': 'read symbols' } },
          },
        },
      },
    },
    paths,
  }
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  const body = JSON.stringify(openApiDocument())
  app.get('/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  )
}
