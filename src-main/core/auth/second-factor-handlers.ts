import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { Clock } from '../clock/clock'
import type { SecondFactorSession } from './second-factor-session'
import { watchSecondFactor } from './second-factor-stream'

type SecondFactorCalls =
  | 'auth.secondFactor.status'
  | 'auth.secondFactor.request'
  | 'auth.secondFactor.verify'
  | 'auth.secondFactor.revoke'

/** Group E's daily second factor: the session's status, code request and check, revocation, changes. */
export function secondFactorHandlers(
  session: SecondFactorSession,
  clock: Clock,
): {
  calls: Pick<CallHandlers, SecondFactorCalls>
  streams: Pick<StreamHandlers, 'auth.secondFactor.changes'>
} {
  return {
    calls: {
      'auth.secondFactor.status': () => session.status(),
      'auth.secondFactor.request': () => session.request(),
      'auth.secondFactor.verify': ({ code }) => session.verify(code),
      'auth.secondFactor.revoke': () => session.revoke(),
    },
    streams: {
      'auth.secondFactor.changes': (_params, emit) => watchSecondFactor(session, emit, clock),
    },
  }
}
