import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, startWebShellProcess, type WebShell } from '../fixtures/web-shell'

/**
 * A web shell of the calling spec's own, with a fresh data folder, for a spec that changes what the
 * shared shell's other specs rely on (the simulator's clock, the saved profiles). Call at the top of
 * the spec file; read `.current` inside the tests.
 */
export function ownWebShell(name: string): { readonly current: WebShell } {
  let shell: WebShell | undefined
  let dataDir: string | undefined
  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `e2e-${name}-`))
    shell = await startWebShellProcess(['--data-dir', dataDir])
  })
  test.afterAll(async () => {
    await shell?.stop()
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true })
  })
  return {
    get current() {
      if (shell === undefined) throw new Error('the shell starts in beforeAll')
      return shell
    },
  }
}
