import type { CallHandlers } from '../bridge/router'
import type { EventsService } from '../services/events-service'

export function eventsHandlers(events: EventsService): Pick<CallHandlers, 'events.search' | 'market.supplyDemand'> {
  return {
    'events.search': (q) => events.search(q),
    'market.supplyDemand': ({ ticker, investorType }) => events.supplyDemand(ticker, investorType),
  }
}
