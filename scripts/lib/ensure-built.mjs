// Builds only what is out of date (see build-stamp.mjs): a repeat `npm start` skips the build.
import { join } from 'node:path'
import { buildRendererOnItsThread } from './build-renderer.mjs'
import { buildWebCore } from './build-web-core.mjs'
import { checkStamp, removeStamp, writeStamp } from './build-stamp.mjs'
import { npx, run } from './run.mjs'

/** The web shell's entry, built (see build-web-core.mjs): it exports runWebShell. */
export const WEB_CORE_ENTRY = 'out/web/run-web-shell.js'

const CONFIG_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json']

async function electronViteBuild(root) {
  const code = await run(npx, ['electron-vite', 'build', '--logLevel', 'warn'], { cwd: root })
  if (code !== 0) throw new Error(`electron-vite build failed (exit ${code})`)
}

/** What each build reads, and what it must leave behind. */
const TARGETS = {
  // electron-vite: Electron's main and preload, and the renderer.
  app: {
    folders: ['src-main', 'src-preload', 'src-renderer', 'src-shared', 'src-sim', 'resources'],
    files: [...CONFIG_FILES, 'electron.vite.config.ts', 'tsconfig.web.json', 'tsconfig.preload.json'],
    outputs: ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'],
    build: electronViteBuild,
  },
  // The renderer alone, which is all of electron-vite's build that the web shell serves (built
  // alone, see build-renderer.mjs): a change in the core does not rebuild it (the renderer imports nothing of src-main or src-sim, which
  // dependency-cruiser enforces).
  renderer: {
    folders: ['src-renderer', 'src-shared'],
    files: [...CONFIG_FILES, 'electron.vite.config.ts', 'tsconfig.web.json'],
    outputs: ['out/renderer/index.html'],
    build: buildRendererOnItsThread,
  },
  // The web shell's core and embedded simulator, for Node.
  'web-core': {
    folders: ['src-main', 'src-shared', 'src-sim'],
    files: [...CONFIG_FILES, 'tsconfig.node.json'],
    outputs: [WEB_CORE_ENTRY],
    build: (root) => buildWebCore(root, join(root, 'out/web')),
  },
}

/**
 * Builds the named targets that are out of date, at the same time; returns the ones it built.
 * `force` rebuilds regardless (`--rebuild`).
 */
export async function ensureBuilt(root, names, { force = false } = {}) {
  const stale = names
    .map((name) => ({ name, ...TARGETS[name], stamp: join(root, 'out', `.build-stamp-${name}`) }))
    .map((t) => ({
      ...t,
      check: checkStamp(
        t.stamp,
        root,
        t,
        t.outputs.map((p) => join(root, p)),
      ),
    }))
    .filter((t) => force || !t.check.fresh)
  await Promise.all(
    stale.map(async (t) => {
      removeStamp(t.stamp)
      await t.build(root)
      writeStamp(t.stamp, t.check.record)
    }),
  )
  return stale.map((t) => t.name)
}
