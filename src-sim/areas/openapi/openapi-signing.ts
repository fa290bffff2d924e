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
