import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { SimPhoneService } from './sim-phone-service'

export function demoPhoneHandlers(phone: SimPhoneService): {
  calls: Pick<CallHandlers, 'demoPhone.decide'>
  streams: Pick<StreamHandlers, 'demoPhone.inbox'>
} {
  return {
    calls: { 'demoPhone.decide': ({ transactionId, approve }) => phone.decide(transactionId, approve) },
    streams: { 'demoPhone.inbox': (_params, emit) => phone.subscribe(emit) },
  }
}
