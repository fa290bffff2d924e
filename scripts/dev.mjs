#!/usr/bin/env node
// `npm run dev`: hot reload. With an Electron binary, electron-vite's dev mode. Without one (our
// machines), the renderer on a Vite dev server on 127.0.0.1 whose /bridge is proxied to a web shell
// (core + embedded simulator) running in Node. The proxy spends the shell's one-time link for a
// session and presents its cookie, so this mode is for development only: any local process that
// reaches the dev server reaches the bridge.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { findElectronBinary } from './lib/electron-binary.mjs'
import { npx, run } from './lib/run.mjs'

const root = resolve(import.meta.dirname, '..')
const electron = findElectronBinary(root)
if (electron.found) process.exit(await run(npx, ['electron-vite', 'dev'], { cwd: root }))
console.log(`Electron is not available here (${electron.reason}); renderer on Vite with the core in Node.`)

const shell = spawn(
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'src-main/web/index.ts', '--no-open'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const shellUrl = await new Promise((resolveUrl, reject) => {
  let out = ''
  shell.stdout.on('data', (chunk) => {
    out += chunk
    const match = /(http:\/\/127\.\d+\.\d+\.\d+:\d+\/\S*launch=\S+)/.exec(out)
    if (match) resolveUrl(new URL(match[1]))
  })
  shell.on('exit', (code) => reject(new Error(`web shell exited with ${code}`)))
})
const target = shellUrl.origin
const exchange = await fetch(shellUrl, { redirect: 'manual' })
const cookie = exchange.headers.get('set-cookie')?.split(';')[0]
if (exchange.status !== 303 || !cookie)
  throw new Error(`the web shell refused its own link (${exchange.status})`)

const { createServer } = await import('vite')
const server = await createServer({
  configFile: resolve(root, 'vite.web.config.ts'),
  server: {
    host: '127.0.0.1',
    proxy: {
      '/bridge': {
        target,
        ws: true,
        changeOrigin: true,
        headers: { origin: target, cookie },
      },
    },
  },
})
await server.listen()
server.printUrls()

const stop = async () => {
  shell.kill('SIGTERM')
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
