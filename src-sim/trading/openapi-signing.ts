/**
 * The simulator's `x-svc-signing` extension (api-facts §5.2, the proposed shape): the algorithm, the
 * headers, the signing string, the tier-1 path globs and the operations that also need the second factor.
 */
export const svcSigning = {
  algorithm: 'HMAC-SHA256',
  headers: {
    apiKey: 'X-SVC-APIKEY',
    timestamp: 'X-SVC-TIMESTAMP',
    nonce: 'X-SVC-NONCE',
    signature: 'X-SVC-SIGNATURE',
    bodyHash: 'X-SVC-BODYHASH',
    twoFactor: 'X-SVC-2FA-TOKEN',
  },
  payload: '{timestamp}\n{METHOD}\n{path}[?{query}]\n{bodyHash or empty}',
  timestampToleranceMs: 300_000,
  nonceWindowMs: 300_000,
  apiKeyOnly: ['/market/**', '/trading/market/**', '/trading/securities/**', '/fund-trading/public/**'],
  twoFactor: [
    'POST /trading/oa/sub-accounts/{subAccountId}/orders',
    'PUT /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}',
    'DELETE /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}',
  ],
} as const

type TradingOp = {
  summary: string
  auth: 'apiKey' | 'svcSigned' | 'svcTwoFactor'
  params?: string[]
  body?: string[]
}

/** Group E trading operations for the OpenAPI summary. */
export const tradingOps: Record<string, Record<string, TradingOp>> = {
  '/users/v1/users/me': { get: { summary: 'Bootstrap: the user id', auth: 'svcSigned' } },
  '/users/v1/users/{userId}/sub-accounts': { get: { summary: 'Bootstrap: sub-accounts', auth: 'svcSigned' } },
  '/users/v3/users/{userId}/assets/summary': {
    get: { summary: 'Asset summary of the user', auth: 'svcSigned' },
  },
  '/trading/pnl-today/{userId}': { get: { summary: 'P&L today', auth: 'svcSigned' } },
  '/trading/accounts/{subAccountId}/summary': { get: { summary: 'Sub-account summary', auth: 'svcSigned' } },
  '/trading/v1/accounts/{subAccountId}/order-book': {
    get: { summary: 'Order book of the day', auth: 'svcSigned', params: ['cache-control'] },
  },
  '/trading/v1/accounts/{subAccountId}/order-book/{orderId}': {
    get: { summary: 'One order of the book (`data`)', auth: 'svcSigned' },
  },
  '/trading/v2/sub-accounts/{subAccountId}/portfolio': { get: { summary: 'Holdings', auth: 'svcSigned' } },
  '/trading/v2/accounts/{subAccountId}/available-trade': {
    get: {
      summary: 'Buying power or sellable shares',
      auth: 'svcSigned',
      params: ['orderSide', 'symbol', 'quotePrice'],
    },
  },
  '/trading/market/session': {
    get: { summary: 'Session and order types allowed now', auth: 'apiKey', params: ['exchange'] },
  },
  '/auth/v1/openapi/2fa/request': {
    post: { summary: 'E-mail an OTP (ticket)', auth: 'svcSigned', body: ['channel'] },
  },
  '/auth/v1/openapi/2fa/verify': {
    post: {
      summary: 'Verify the OTP: a session until 23:59:59 +07:00',
      auth: 'svcSigned',
      body: ['ticket_id', 'otp_code'],
    },
  },
  '/auth/v1/openapi/2fa/revoke': {
    post: { summary: 'Revoke a session', auth: 'svcSigned', body: ['session_token'] },
  },
  '/trading/oa/sub-accounts/{subAccountId}/orders': {
    post: {
      summary: 'Place an order (preview); header device-id',
      auth: 'svcTwoFactor',
      body: [
        'sub_account',
        'side',
        'symbol',
        'quantity',
        'type',
        'limit_price',
        'market_price',
        'stock_type',
      ],
    },
  },
  '/trading/oa/sub-accounts/{subAccountId}/orders/{orderId}': {
    put: {
      summary: 'Modify an order (preview); header device-id',
      auth: 'svcTwoFactor',
      body: ['sub_account', 'quantity', 'price'],
    },
    delete: {
      summary: 'Cancel an order (preview, with a body); header device-id',
      auth: 'svcTwoFactor',
      body: ['sub_account'],
    },
  },
}
