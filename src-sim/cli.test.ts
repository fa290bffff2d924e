import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SIM_CONTROL_HEADER } from './kit/control/control-client'

const root = resolve(import.meta.dirname, '..')

interface Started {
  readonly lines: readonly [string, string]
  stop(): void
}

/** Starts `npm run sim` (its entry under tsx); resolves with its first two lines. */
function start(env: Record<string, string | undefined>): Promise<Started> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-sim/cli.ts', '--port', '0'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const lines = out.split('\n')
      if (lines.length < 3) return
      done({ lines: [lines[0] ?? '', lines[1] ?? ''], stop: () => child.kill('SIGTERM') })
    })
    child.on('exit', (code) => fail(new Error(`simulator exited with ${code}: ${out}`)))
  })
}

// Each test spawns the simulator's entry under tsx, which transpiles its sources at start: about
// 1.5 s on a quiet machine, past the 20-s default at a load of 30 on two cores.
describe('npm run sim (issue 11 item 11)', { timeout: 90_000 }, () => {
  it('prints a control token of its own on its second line, which opens the control API', async () => {
    const sim = await start({ SIM_CONTROL_TOKEN: undefined })
    const [first, second] = sim.lines
    const url = /(http:\/\/\S+) /.exec(first)?.[1] ?? ''
    const token = /: (\S+)$/.exec(second)?.[1] ?? ''
    try {
      expect(second).toContain(SIM_CONTROL_HEADER)
      expect(token).toMatch(/^[\w-]{43}$/)
      expect((await fetch(`${url}/__sim/demo`, { headers: { [SIM_CONTROL_HEADER]: token } })).status).toBe(
        200,
      )
      expect((await fetch(`${url}/__sim/demo`)).status).toBe(401)
    } finally {
      sim.stop()
    }
  })

  it('takes SIM_CONTROL_TOKEN from the environment', async () => {
    const chosen = 'chosen-by-the-test-script-0123456789'
    const sim = await start({ SIM_CONTROL_TOKEN: chosen })
    sim.stop()
    expect(sim.lines[1].endsWith(`: ${chosen}`)).toBe(true)
  })
})
