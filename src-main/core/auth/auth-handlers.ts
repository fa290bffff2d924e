import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { TokenManager } from './token-manager'

type AuthCalls = 'auth.status' | 'auth.requestTrading' | 'auth.submitOtp' | 'auth.cancelTrading'

export function authHandlers(tokens: TokenManager): {
  calls: Pick<CallHandlers, AuthCalls>
  streams: Pick<StreamHandlers, 'auth.status'>
} {
  return {
    calls: {
      'auth.status': () => tokens.status(),
      'auth.requestTrading': () => tokens.requestTrading(),
      'auth.submitOtp': ({ otp }) => tokens.submitOtp(otp),
      'auth.cancelTrading': () => tokens.cancelTrading(),
    },
    streams: {
      'auth.status': (_params, emit) => {
        emit(tokens.status())
        return tokens.onChange(emit)
      },
    },
  }
}
