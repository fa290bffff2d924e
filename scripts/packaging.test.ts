import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

/**
 * electron-builder packs `out/` and the production dependency tree (`npm ls --omit=dev`). The renderer's
 * packages are bundled into out/renderer by Vite, so they must not be in that tree: they would only
 * add weight to every install. (That the main process needs nothing outside `dependencies` is a
 * dependency rule: main-needs-only-dependencies in .dependency-cruiser.mjs.)
 */
const root = resolve(import.meta.dirname, '..')
const rendererOnly = [
  'react',
  'react-dom',
  'ag-grid-community',
  'lightweight-charts',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
]

it('the packaged app carries none of the renderer-only packages', async () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>
  }
  for (const name of rendererOnly) expect(pkg.devDependencies).toHaveProperty([name])

  const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  })
  const shipped = stdout
    .split('\n')
    .map((line) => line.split('node_modules/').at(-1) ?? '')
    .filter(Boolean)
  expect(shipped).toContain('zod')
  expect(shipped).toContain('electron-store')
  expect(shipped.filter((name) => rendererOnly.includes(name))).toEqual([])
})
