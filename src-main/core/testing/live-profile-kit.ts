import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { AuthStatus } from '../../../src-shared/bridge/contract'
import type { CallContext } from '../bridge/router'
import { startWorkstation, type Workstation } from '../app/start-workstation'
import { createLogger } from '../logging/logger'
import type { TradingAccounts } from '../profiles/profile'
import { controlAt } from './sim-test-kit'
import { systemClock, type Clock } from '../clock/clock'

/**
 * A workstation whose active profile is a live one, pointed at a simulator that plays the broker,
 * with everything it says kept for the test to read: bridge answers and log lines.
 */
export interface LiveKit {
  workstation: Workstation
  /** The core's clock: what its times (a feed's next retry, a token's expiry) are read against. */
  clock: Clock
  dataDir: string
  logLines: string[]
  answers: string[]
  call<T = unknown>(name: string, input: unknown): Promise<Answer<T>>
  auth(): AuthStatus
  becomeTrading(): Promise<void>
  close(): Promise<void>
}

export type Answer<T> =
  { ok: true; value: T } | { ok: false; error: { kind: string; code: string; message: string } }

export interface Broker {
  url: string
  controlToken?: string
}

export interface DemoState {
  apiKey: string
  apiSecret: string
  custodyCode: string
  accounts: { normal: string; margin: string; derivative: string }
}

const ctx: CallContext = { origin: 'web', clientId: 'live-kit' }

/** The `profiles.save` input of a live profile 'broker' whose four base addresses are `url`. */
export function liveProfileAt(url: string, accounts: TradingAccounts | null = null) {
  return {
    id: 'broker',
    name: 'Broker',
    kind: 'live' as const,
    baseUrl: url,
    authUrl: url,
    apiUrl: url,
    identityUrl: url,
    tier: 'pro' as const,
    accounts,
  }
}

export async function startLiveProfile(
  broker: Broker,
  /** `demo`: the key and accounts to use, for a broker without the simulator's control API. */
  options: { demo?: DemoState; clock?: Clock } = {},
): Promise<LiveKit> {
  const clock = options.clock ?? systemClock
  const dataDir = await mkdtemp(join(tmpdir(), 'live-kit-'))
  const logLines: string[] = []
  const answers: string[] = []
  const workstation = await startWorkstation({
    shell: 'web',
    version: 'test',
    dataDir,
    clock,
    logger: createLogger({ destination: { write: (line: string) => void logLines.push(line) } }),
  })
  const call = async <T>(name: string, input: unknown): Promise<Answer<T>> => {
    const answer = (await workstation.router.call(name, input, ctx)) as Answer<T>
    answers.push(JSON.stringify(answer))
    return answer
  }
  const demo = options.demo ?? (await controlAt<DemoState>(broker, '/demo'))
  const saved = await call('profiles.save', {
    profile: liveProfileAt(broker.url, { custodyCode: demo.custodyCode, ...demo.accounts }),
    credentials: { apiKey: demo.apiKey, apiSecret: demo.apiSecret },
  })
  if (!saved.ok) throw new Error(`profiles.save: ${JSON.stringify(saved.error)}`)
  const activated = await call('profiles.activate', { id: 'broker' })
  if (!activated.ok) throw new Error(`profiles.activate: ${JSON.stringify(activated.error)}`)
  const auth = () => workstation.core.tokens.status()
  return {
    workstation,
    clock,
    dataDir,
    logLines,
    answers,
    call,
    auth,
    async becomeTrading() {
      await call('auth.requestTrading', {})
      const outbox = await controlAt<{ apiKey: string; code: string }[]>(broker, '/outbox')
      const code = outbox.filter((m) => m.apiKey === demo.apiKey).at(-1)?.code
      if (code === undefined) throw new Error('no OTP in the outbox')
      const status = await call<AuthStatus>('auth.submitOtp', { otp: code })
      if (!status.ok || status.value.token.state !== 'trading')
        throw new Error(`no trading token: ${JSON.stringify(status)}`)
    },
    async close() {
      await workstation.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The simulator as its own process (`npm run sim`), so that a restart is a real one: a new process
 * with a new token-signing secret, on the same port, as a broker restarting under a live profile.
 */
export interface SimProcess extends Broker {
  port: number
  stop(): Promise<void>
}

export async function spawnSimulator(port = 0, seed = 7): Promise<SimProcess> {
  const controlToken = randomBytes(16).toString('hex')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-sim/cli.ts', '--port', String(port), '--seed', String(seed)],
    { env: { ...process.env, SIM_CONTROL_TOKEN: controlToken }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line)
      if (match?.[1] !== undefined) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`the simulator exited (${String(code)})`)))
  })
  return {
    url,
    port: Number(new URL(url).port),
    controlToken,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve()
          return
        }
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
