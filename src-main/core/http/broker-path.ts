import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'

/**
 * The one way the core puts a value into a broker path: each value is one whole segment, encoded,
 * and never empty, `.` or `..` (which `encodeURIComponent` leaves as they are, so an order id of `..`
 * would name the sub-account instead of the order). A value that is not a whole segment of the
 * template is a programming error.
 *
 *   brokerPath`/trading/oa/sub-accounts/${subAccount}/orders/${orderId}`
 */
export function brokerPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  let path = strings[0] ?? ''
  values.forEach((value, i) => {
    const before = strings[i] ?? ''
    const after = strings[i + 1] ?? ''
    if (!before.endsWith('/') || !(after === '' || after.startsWith('/') || after.startsWith('?'))) {
      throw new Error(`brokerPath: value ${i} is not a whole path segment in "${strings.join('…')}"`)
    }
    path += pathSegment(value) + after
  })
  return path
}

/** One encoded path segment; refuses what would not stay one (empty, `.`, `..`). */
function pathSegment(value: string | number): string {
  const text = String(value)
  if (text === '' || text === '.' || text === '..') {
    throw new CoreError(
      bridgeError('validation', 'bad-path-segment', 'An id in the request is not valid: nothing was sent.'),
    )
  }
  return encodeURIComponent(text)
}
