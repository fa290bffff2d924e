import type { OrderRow } from '../../../../src-shared/bridge/contract'
import { bridgeError } from '../../../../src-shared/bridge/errors'
import { derivativeOrderBookSchema, stockOrderBookSchema } from '../../../../src-shared/schemas/orders'
import { requireAccounts, type Bearer } from '../../account/require-accounts'
import { CoreError } from '../../errors/to-bridge-error'
import type { HttpClient } from '../../http/http-client'
import type { TradingAccounts } from '../../profiles/profile'
import { derivativeRow, stockRow } from './order-normalize'
import { brokerPath } from '../../http/broker-path'

export interface GroupABooksDeps {
  http: HttpClient
  bearer: Bearer
  accounts: TradingAccounts | null
}

/**
 * Group A's two order books, read with a query token at trade priority (ahead of account queries and
 * polls): stock (both sub-accounts) and derivative.
 */
export function groupABooks(deps: GroupABooksDeps): {
  stock: () => Promise<OrderRow[]>
  derivative: () => Promise<OrderRow[]>
} {
  const authorized = async () => ({ authorization: await deps.bearer('query') })

  async function stock(): Promise<OrderRow[]> {
    const accounts = requireAccounts(deps.accounts)
    const parts = await Promise.all(
      (['normal', 'margin'] as const).map(async (sub) => {
        const accountNo = accounts[sub]
        const body = await deps.http.request({
          path: brokerPath`/aion/v1/accounts/${accountNo}/orders`,
          schema: stockOrderBookSchema,
          priority: 'trade',
          headers: await authorized(),
        })
        return body.data.map((o) => stockRow(o, sub, accountNo))
      }),
    )
    return parts.flat()
  }

  async function derivative(): Promise<OrderRow[]> {
    const accounts = requireAccounts(deps.accounts)
    const body = await deps.http.request({
      path: '/khronos/v1/order/in-day',
      schema: derivativeOrderBookSchema,
      priority: 'trade',
      headers: await authorized(),
      query: { accountId: accounts.custodyCode, pageNo: 1, pageSize: 200, symbol: 'ALL,ALL', status: '0' },
    })
    if (body.rc !== '1') {
      throw new CoreError(
        bridgeError('server', `rc-${body.rc}`, 'The broker could not read the derivative orders.'),
      )
    }
    return body.data.map((o) => derivativeRow(o, accounts.derivative))
  }

  return { stock, derivative }
}
