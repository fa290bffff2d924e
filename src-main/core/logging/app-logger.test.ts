import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppLogger } from './logger'
import { realWait } from '../../../src-shared/testing/real-wait'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function terminal(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough()
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  return { stream, text: () => chunks.join('') }
}

describe('the app logger', () => {
  it('prints lines a person reads in a terminal, and JSON in the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ws-log-'))
    dirs.push(dir)
    const file = join(dir, 'logs', 'workstation.log')
    const out = terminal()
    const logger = createAppLogger({ file, pretty: true, terminal: out.stream })
    logger.warn('the broker is slow', { latencyMs: 812 })
    await vi.waitFor(() => expect(out.text()).toContain('the broker is slow'), realWait)
    expect(out.text()).toMatch(/WARN/)
    expect(out.text()).toContain('latencyMs')
    expect(out.text()).not.toContain('{"level"')
    await vi.waitFor(() => expect(existsSync(file) && readFileSync(file, 'utf8')).toContain('slow'), realWait)
    const line = JSON.parse(readFileSync(file, 'utf8').trim().split('\n')[0] ?? '') as Record<string, unknown>
    expect(line).toMatchObject({ level: 40, msg: 'the broker is slow', latencyMs: 812 })
  })

  it('prints JSON when told to (stderr piped to a collector)', async () => {
    const out = terminal()
    createAppLogger({ pretty: false, terminal: out.stream }).info('started')
    await vi.waitFor(() => expect(out.text()).toContain('"msg":"started"'), realWait)
  })

  it('rotates workstation.log by size and keeps only the set number of old files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ws-log-'))
    dirs.push(dir)
    const file = join(dir, 'logs', 'workstation.log')
    const logger = createAppLogger({
      file,
      pretty: false,
      terminal: new PassThrough().resume(),
      rotation: { size: '1K', keep: 2 },
    })
    const filler = 'x'.repeat(200)
    const logs = () => readdirSync(join(dir, 'logs')).sort()
    // Enough lines for more rotations than are kept: the oldest must go.
    for (let i = 0; i < 40; i++) {
      logger.info(`line ${i}`, { filler })
      if (i % 5 === 4) await vi.waitFor(() => expect(logs().length).toBeGreaterThan(0), realWait)
    }
    await vi.waitFor(
      () => expect(logs()).toEqual(['workstation.1.log', 'workstation.2.log', 'workstation.log']),
      realWait,
    )
    for (const name of logs()) {
      const size = readFileSync(join(dir, 'logs', name)).length
      expect(size).toBeLessThan(4 * 1024)
    }
    const kept = () =>
      logs()
        .map((name) => readFileSync(join(dir, 'logs', name), 'utf8'))
        .join('')
    await vi.waitFor(() => expect(kept()).toContain('"msg":"line 39"'), realWait)
    expect(kept()).not.toContain('"msg":"line 0"')
  })
})
