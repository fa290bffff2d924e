/**
 * 'demo' keeps the market in its continuous session at any hour; 'real' follows the exchanges'
 * timetable on Vietnam time.
 */
export type ClockMode = 'demo' | 'real'

export interface SimClockOptions {
  mode: ClockMode
  /** Simulated milliseconds per real millisecond; 0 freezes the clock (only `advance` moves it). */
  speed: number
  /** Simulated epoch ms at start. */
  startMs: number
  wallNow?: () => number
}

/**
 * The simulator's time. Everything that expires (tokens, approvals, rate-limit windows) and the market
 * itself read this clock, so tests can move it with the control API instead of sleeping.
 */
export class SimClock {
  readonly mode: ClockMode
  private speedFactor: number
  private anchorSim: number
  private anchorWall: number
  private readonly wallNow: () => number

  constructor(options: SimClockOptions) {
    this.mode = options.mode
    this.speedFactor = options.speed
    this.wallNow = options.wallNow ?? Date.now
    this.anchorSim = options.startMs
    this.anchorWall = this.wallNow()
  }

  now(): number {
    return this.anchorSim + Math.floor((this.wallNow() - this.anchorWall) * this.speedFactor)
  }

  get speed(): number {
    return this.speedFactor
  }

  setSpeed(speed: number): void {
    this.anchorSim = this.now()
    this.anchorWall = this.wallNow()
    this.speedFactor = speed
  }

  advance(ms: number): void {
    this.anchorSim += ms
  }
}

/**
 * Where the clock starts: now, in both modes. The demo clock keeps the market open by its session
 * rules (continuous at any hour), not by moving time: every moment the simulator puts on the wire
 * (token expiries, X-RateLimit-Reset, approval deadlines) must agree with the client's own clock, or
 * a client would renew tokens hours early or wait hours for a rate-limit window.
 */
export function defaultStartMs(_mode: ClockMode, wallMs: number): number {
  return wallMs
}
