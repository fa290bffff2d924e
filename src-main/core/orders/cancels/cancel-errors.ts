import { bridgeError, type BridgeError } from '../../../../src-shared/bridge/errors'

/**
 * A timeout, a dropped connection, a 5xx (a gateway in front of a slow back end is not done with the
 * request) or an unreadable answer: the cancel may have happened, so its outcome is unknown.
 */
export const unknownOutcome = (e: BridgeError) =>
  e.kind === 'network' || e.kind === 'bad-response' || e.kind === 'server'

/** 403 on a cancel: either the token is not a trading token any more, or the key may not trade. */
export function forbiddenWords(e: BridgeError): BridgeError {
  if (e.kind !== 'forbidden') return e
  if (/TRADING_TOKEN|OTP|trading token/i.test(`${e.code} ${e.message}`)) {
    return bridgeError(
      'otp-required',
      'trading-token-required',
      'This cancel needs a trading token: confirm with an OTP or the app, then try again.',
      {
        status: e.status ?? 403,
      },
    )
  }
  return {
    ...e,
    code: 'not-authorised',
    message: 'Not authorised to cancel on this account.',
  }
}
