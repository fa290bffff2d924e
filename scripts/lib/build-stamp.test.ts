import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkStamp, digestInputs, writeStamp } from './build-stamp.mjs'

/**
 * Issue 24: a repeat start checks its build by the inputs' sizes and times (a stat each), and falls
 * back to their content whenever those cannot tell; the content decides.
 */

let root: string
const target = { folders: ['src'], files: ['package.json'] }
const stampFile = () => join(root, 'out', '.stamp')
const output = () => join(root, 'out', 'index.js')
const check = () => checkStamp(stampFile(), root, target, [output()])
/** Well before any stamp taken now: the time of a file nobody has touched lately. */
const LONG_AGO = new Date('2026-01-02T03:04:05Z')

function write(path: string, text: string, at: Date = LONG_AGO): void {
  writeFileSync(join(root, path), text)
  utimesSync(join(root, path), at, at)
}

/** Builds (writes the output) and stamps, as ensure-built.mjs does after a build. */
function build(): void {
  const { record } = check()
  writeFileSync(output(), 'built')
  writeStamp(stampFile(), record)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  mkdirSync(join(root, 'src', 'deep'), { recursive: true })
  mkdirSync(join(root, 'out'))
  write('package.json', '{}')
  write('src/a.ts', 'export const a = 1\n')
  write('src/deep/b.ts', 'export const b = 2\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('checkStamp', () => {
  it('is stale without a build or a stamp, fresh after one', () => {
    expect(check().fresh).toBe(false)
    build()
    expect(check().fresh).toBe(true)
  })

  it('is stale when an input changes, is added or goes, and when the output is gone', () => {
    build()
    write('src/a.ts', 'export const a = 10\n')
    expect(check().fresh).toBe(false)
    build()
    write('src/deep/c.ts', 'export const c = 3\n')
    expect(check().fresh).toBe(false)
    build()
    rmSync(join(root, 'src/deep/b.ts'))
    expect(check().fresh).toBe(false)
    build()
    rmSync(output())
    expect(check().fresh).toBe(false)
  })

  it('is fresh when an input is only touched, and renews its stamp so that the next check is a stat', () => {
    build()
    const before = readFileSync(stampFile(), 'utf8')
    write('src/a.ts', 'export const a = 1\n', new Date('2026-02-03T04:05:06Z'))
    expect(check().fresh).toBe(true)
    const after = readFileSync(stampFile(), 'utf8')
    expect(after).not.toBe(before)
    expect(JSON.parse(after).files).toContainEqual(['src/a.ts', 19, Date.parse('2026-02-03T04:05:06Z')])
  })

  it('hashes an input modified close to the stamp even when its size and time look unchanged', () => {
    // Edited twice within one tick of a coarse clock: same size, same time, other content.
    const now = new Date()
    write('src/a.ts', 'export const a = 1\n', now)
    build()
    write('src/a.ts', 'export const a = 7\n', now)
    expect(check().fresh).toBe(false)
  })

  it('ignores tests and test helpers', () => {
    build()
    write('src/a.test.ts', 'it()\n')
    mkdirSync(join(root, 'src', 'testing'))
    write('src/testing/kit.ts', 'export {}\n')
    expect(check().fresh).toBe(true)
  })

  it('reads a stamp of its first form (a bare digest) by the content, and renews it', () => {
    writeFileSync(output(), 'built')
    writeFileSync(stampFile(), `${'0'.repeat(64)}\n`)
    expect(check().fresh).toBe(false)
    writeFileSync(stampFile(), `${digestInputs(root, target)}\n`)
    expect(check().fresh).toBe(true)
    expect(JSON.parse(readFileSync(stampFile(), 'utf8')).files).toHaveLength(3)
  })
})
