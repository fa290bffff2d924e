// The renderer alone, from the same config (electron-vite's exported resolveConfig, as its own
// build resolves it): `electron-vite build` also builds Electron's main and preload, which the web
// shell never loads, and took twice as long. No npx start either. Its output is the same as
// electron-vite's (same content hashes).
//
// On a thread of its own (a worker): `npm start` builds the renderer while the shell on the main
// thread spawns the browser and loads and starts the core, whose synchronous work would otherwise
// stall the build's JavaScript side (its plugins' hooks) for seconds.
import { isMainThread, Worker, workerData } from 'node:worker_threads'

export function buildRendererOnItsThread(root) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { root } })
    worker.once('error', reject)
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the renderer build failed (exit ${code})`)),
    )
  })
}

async function rendererBuild(root) {
  process.env.NODE_ENV_ELECTRON_VITE = 'production'
  const { resolveConfig } = await import('electron-vite')
  const { build } = await import('vite')
  const resolved = await resolveConfig({ root, logLevel: 'warn' }, 'build', 'production')
  if (!resolved.config?.renderer) throw new Error('electron.vite.config.ts has no renderer build')
  await build(resolved.config.renderer)
}

if (!isMainThread && workerData?.root !== undefined) await rendererBuild(workerData.root)
