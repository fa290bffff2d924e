// The web shell from its build, as `npm start` (where Electron is missing) and `npm run web` run it.
// The shell's own code first: it binds its address and spawns the browser at once, then serves the
// renderer once its build (if any) is done, so that the browser starts while the renderer builds.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuilt, WEB_CORE_ENTRY } from './ensure-built.mjs'

/** Says why a build failed and ends the process. */
export function fail(err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}

/**
 * Builds the shell's core if it is out of date and runs it in this process (no second Node start)
 * with `args`; `buildRenderer: false` when the args name a renderer build to serve as it is.
 */
export async function runBuiltWebShell(root, args, { force, buildRenderer }) {
  await ensureBuilt(root, ['web-core'], { force }).catch(fail)
  // Checked (a stat of ~400 files) and built after the shell spawned the browser: a macrotask runs
  // after the binding and the spawn, which take only microtasks (run-web-shell.ts).
  const renderer = buildRenderer
    ? new Promise(setImmediate).then(() => ensureBuilt(root, ['renderer'], { force }))
    : Promise.resolve([])
  renderer.catch(fail)
  const { runWebShell } = await import(pathToFileURL(resolve(root, WEB_CORE_ENTRY)).href)
  await runWebShell({ args, rendererReady: renderer.then(() => undefined) })
}
