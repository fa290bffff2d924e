import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { stateFile } from './state-file'

const schema = z.object({ n: z.number() })
const open = (dir: string) => stateFile({ file: join(dir, 'kept.json'), key: 'kept', schema, now: () => 0 })

describe('stateFile', () => {
  it('reads null the first time, then what was saved, under its key, in a private file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'state-file-'))
    expect(open(dir).load()).toBeNull()
    await open(dir).save({ n: 3 })
    expect(JSON.parse(readFileSync(join(dir, 'kept.json'), 'utf8'))).toEqual({ version: 1, kept: { n: 3 } })
    expect(statSync(join(dir, 'kept.json')).mode & 0o777).toBe(0o600)
    expect(open(dir).load()).toEqual({ n: 3 })
  })

  it.each([
    ['text that is not JSON', '{ not json'],
    ['another version', JSON.stringify({ version: 2, kept: { n: 1 } })],
    ['a state of the wrong shape', JSON.stringify({ version: 1, kept: { n: 'one' } })],
    ['no state under the key', JSON.stringify({ version: 1, other: { n: 1 } })],
  ])('moves a file holding %s aside and starts over', (_what, text) => {
    const dir = mkdtempSync(join(tmpdir(), 'state-file-'))
    writeFileSync(join(dir, 'kept.json'), text)
    expect(open(dir).load()).toBeNull()
    const names = readdirSync(dir)
    expect(names).not.toContain('kept.json')
    expect(names).toHaveLength(1)
    expect(readFileSync(join(dir, names[0]!), 'utf8')).toBe(text)
  })
})
