import { useStream, type StreamState } from '../../../lib/bridge/use-stream'

/** The simulated phone's inbox (Demo), while `active`. */
export function usePhoneInbox(active: boolean): StreamState<'demoPhone.inbox'> {
  return useStream('demoPhone.inbox', {}, { enabled: active })
}
