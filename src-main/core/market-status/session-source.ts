import { z } from 'zod'
import { sessionPhaseSchema, type MarketStatus } from '../../../src-shared/bridge/contract'
import type { Exchange } from '../../../src-shared/market/price-rules'
import { derivativesPhaseAt, sessionPhaseAt, type SessionPhase } from '../../../src-shared/market/sessions'
import { simulatorControlHeaders } from '../profiles/embedded-simulator'

export type Sessions = MarketStatus['sessions']

/** What the simulator's `GET /__sim/clock` says about sessions (other fields are ignored). */
const simClockSchema = z.object({
  sessions: z.object({
    HOSE: sessionPhaseSchema,
    HNX: sessionPhaseSchema,
    UPCOM: sessionPhaseSchema,
    // An older simulator does not say; the derivatives timetable is used then.
    DERIVATIVES: sessionPhaseSchema.optional(),
  }),
})

export interface SessionReading {
  sessions: Sessions
  /** `simulator`: its clock (demo); `clock`: the exchanges' timetable on the broker's clock. */
  source: MarketStatus['sessionSource']
}

export interface SessionSource {
  read(): Promise<SessionReading>
  phaseOf(exchange: Exchange): Promise<SessionPhase>
}

/**
 * The one source of the trading session per exchange, read by the header, the order ticket and the
 * boards alike (issue 20: the header said "continuous" all day on a live profile while the ticket
 * knew better). The demo asks the embedded simulator, whose clock may run fast or stay in its
 * continuous session; a live profile reads the exchanges' timetable on the broker's clock (its
 * `Date` headers, see BrokerClock), not this machine's, which may be minutes or hours off.
 */
export function createSessionSource(options: {
  simulatorUrl: string | null
  /** The broker's clock now (BrokerClock.serverNow); the sessions are judged at this moment. */
  brokerNow: () => number
  fetchImpl?: typeof fetch
}): SessionSource {
  const fetchImpl = options.fetchImpl ?? fetch
  const timetable = (now: number): Sessions => ({
    HOSE: sessionPhaseAt('HOSE', now),
    HNX: sessionPhaseAt('HNX', now),
    UPCOM: sessionPhaseAt('UPCOM', now),
    DERIVATIVES: derivativesPhaseAt(now),
  })
  const fromSimulator = async (url: string): Promise<z.infer<typeof simClockSchema>['sessions'] | null> => {
    try {
      const response = await fetchImpl(`${url}/__sim/clock`, {
        headers: simulatorControlHeaders(url),
        signal: AbortSignal.timeout(2_000),
      })
      const parsed = simClockSchema.safeParse(await response.json())
      return parsed.success ? parsed.data.sessions : null
    } catch {
      // The simulator being slow says nothing about the sessions; the timetable stands in.
      return null
    }
  }
  const read = async (): Promise<SessionReading> => {
    const clock = timetable(options.brokerNow())
    const sim = options.simulatorUrl === null ? null : await fromSimulator(options.simulatorUrl)
    if (sim === null) return { sessions: clock, source: 'clock' }
    return { sessions: { ...sim, DERIVATIVES: sim.DERIVATIVES ?? clock.DERIVATIVES }, source: 'simulator' }
  }
  return {
    read,
    async phaseOf(exchange) {
      return (await read()).sessions[exchange]
    },
  }
}
