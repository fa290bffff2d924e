import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { SIM_CONTROL_ENV, SIM_CONTROL_HEADER } from './kit/control/control-client'
import { startSimulator, type SimulatorOptions } from './server'

const usage = `Usage: npm run sim -- [--port P] [--host H] [--seed S] [--speed X] [--clock demo|real] [--start ISO] [--tier Free|Pro|Enterprise] [--state FILE] [--no-control]`

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`)
  process.exit(2)
}

function numberArg(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isFinite(n)) fail(`--${name} must be a number, got "${value}"`)
  return n
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        speed: { type: 'string' },
        clock: { type: 'string' },
        start: { type: 'string' },
        tier: { type: 'string' },
        state: { type: 'string' },
        'no-control': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }))
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  if (values.help === true) {
    process.stdout.write(`${usage}\n`)
    return
  }
  if (values.clock !== undefined && values.clock !== 'demo' && values.clock !== 'real') {
    fail(`--clock must be demo or real, got "${values.clock}"`)
  }
  const tier = values.tier
  if (tier !== undefined && tier !== 'Free' && tier !== 'Pro' && tier !== 'Enterprise') {
    fail(`--tier must be Free, Pro or Enterprise, got "${tier}"`)
  }
  const options: SimulatorOptions = { control: values['no-control'] !== true }
  const port = numberArg('port', values.port)
  const seed = numberArg('seed', values.seed)
  const speed = numberArg('speed', values.speed)
  if (port !== undefined) options.port = port
  if (seed !== undefined) options.seed = seed
  if (speed !== undefined) options.speed = speed
  if (values.host !== undefined) options.host = values.host
  if (values.clock !== undefined) options.clock = values.clock
  if (values.start !== undefined) options.startTime = values.start
  if (tier !== undefined) options.demoTier = tier
  if (values.state !== undefined) {
    // Accounts and orders kept across runs in this file (see docs/simulator.md).
    options.state = {
      file: resolve(values.state),
      onNotice: (n) => process.stderr.write(`${n.message}\n`),
    }
  }

  const fromEnv = process.env[SIM_CONTROL_ENV]
  if (fromEnv !== undefined && fromEnv !== '') options.controlToken = fromEnv
  const sim = await startSimulator(options)
  process.stdout.write(`Simulator listening on ${sim.url} (seed ${sim.seed})\n`)
  // Second line, always: scripts read the token from here when they did not choose it themselves.
  process.stdout.write(
    options.control === false
      ? 'Control API off\n'
      : `Control token (header ${SIM_CONTROL_HEADER}): ${sim.controlToken}\n`,
  )

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
