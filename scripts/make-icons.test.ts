import { readFileSync } from 'node:fs'
import { mkdtempSync, mkdirSync, copyFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { afterEach, expect, it } from 'vitest'
import { ICON_SIZE, makeIcons } from './make-icons'

const root = resolve(import.meta.dirname, '..')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

it('makes build/icon.png at 1024 px from resources/icon.svg, drawn (not blank)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ws-icons-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'resources'))
  copyFileSync(join(root, 'resources/icon.svg'), join(dir, 'resources/icon.svg'))
  const png = readFileSync(makeIcons(dir))
  expect(pngSize(png)).toEqual({ width: ICON_SIZE, height: ICON_SIZE })
  // The drawing's green line crosses the middle: decoded again, some pixel there is green.
  const decoded = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><image href="data:image/png;base64,${png.toString('base64')}" width="1024" height="1024"/></svg>`,
  ).render()
  const pixels = decoded.pixels
  let green = 0
  for (let i = 0; i < pixels.length; i += 4) {
    if ((pixels[i + 1] ?? 0) > 150 && (pixels[i] ?? 0) < 100) green++
  }
  expect(green).toBeGreaterThan(1000)
})

it('is part of the build, and electron-builder reads the icon from build/', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  expect(pkg.scripts.build).toMatch(/npm run icons/)
  expect(pkg.scripts.icons).toContain('scripts/make-icons.ts')
  expect(readFileSync(join(root, 'build/electron-builder.yml'), 'utf8')).toMatch(/buildResources: build/)
})
