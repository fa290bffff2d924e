/**
 * The two builds a same-run comparison needs (issue 24): this worktree's web shell, and a baseline
 * build (commit `cadceca` by default) started the way it started then, each with its own embedded
 * simulator and data folder; and a Chromium window on the whole market in either. On a machine
 * shared with other work only a ratio of two builds measured in the same run means anything, so
 * the benches that use this take turns between the builds.
 *
 * The baseline's worktree needs `npm ci` and its renderer built (`npx electron-vite build` there).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { startWebShellProcess } from '../e2e/fixtures/web-shell'
import { LAUNCH_KEY_ENV, mintLaunchCode } from '../src-main/web/launch-codes'
import { simControlFetch } from '../src-sim/kit/control/control-client'
import { launchBenchBrowser } from './board-session'

/** The baseline worktree the benches compare with unless told otherwise. */
export const DEFAULT_BASELINE = '/work/wt/cadceca'

/** A build under test: how to open a session on it and how to set its simulator's storm. */
export interface Build {
  name: string
  /** A URL that opens a session (a fresh one-time link where the build has them). */
  sessionUrl(): string
  origin: string
  storm(updatesPerSecond: number): Promise<void>
  /** Found from the first window's profile label. */
  sim?: string | undefined
  stop(): Promise<void>
}

export const fmt = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

export { load } from './machine'

/** Sets the storm through the simulator's control routes (the current layout, with its token). */
async function controlStorm(sim: string | undefined, updatesPerSecond: number): Promise<void> {
  if (sim === undefined) throw new Error('no simulator found')
  const res = await simControlFetch(sim, '/storm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ updatesPerSecond }),
  })
  if (!res.ok) throw new Error(`storm: ${res.status}`)
}

/** This worktree's web shell; `args` go to it (e.g. `--renderer DIR` for another renderer build). */
export async function thisBuild(dataDir: string, args: readonly string[] = []): Promise<Build> {
  const shell = await startWebShellProcess(['--data-dir', dataDir, ...args])
  const build: Build = {
    name: 'this build',
    sessionUrl: () => shell.url,
    origin: shell.origin,
    storm: (updatesPerSecond) => controlStorm(build.sim, updatesPerSecond),
    stop: () => shell.stop(),
  }
  return build
}

/**
 * Another checkout's web shell through tsx (`src-main/web/index.ts`, which every version has), on
 * port 0 with its own data folder: resolves with the first match of `printed` in what it prints,
 * and a stop that ends it.
 */
async function spawnShell(
  root: string,
  dataDir: string,
  name: string,
  printed: RegExp,
): Promise<{ found: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      resolve(root, 'node_modules/tsx/dist/cli.mjs'),
      'src-main/web/index.ts',
      '--port',
      '0',
      '--no-open',
      '--data-dir',
      dataDir,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const found = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = printed.exec(output)
      if (match?.[1]) done(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => fail(new Error(`${name} shell exited with ${code}:\n${output}`)))
  })
  const stop = (): Promise<void> =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) {
        done()
        return
      }
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  return { found, stop }
}

/**
 * The baseline's web shell as it started then: a token in the printed URL (reusable), the storm at
 * `/__sim/storm` without a control token.
 */
export async function baselineBuild(root: string, dataDir: string): Promise<Build> {
  const name = `baseline ${root}`
  const shell = await spawnShell(root, dataDir, name, /(http:\/\/127\.0\.0\.1:\d+\/\S*token=\S+)/)
  const url = shell.found
  const build: Build = {
    name,
    sessionUrl: () => url,
    origin: new URL(url).origin,
    async storm(updatesPerSecond) {
      const res = await fetch(`${build.sim}/__sim/storm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ updatesPerSecond }),
      })
      if (!res.ok) throw new Error(`storm: ${res.status}`)
    },
    stop: shell.stop,
  }
  return build
}

/**
 * The web shell of another worktree of this project's current layout (e.g. a copy of main taken
 * before a change, to measure main beside the change and the baseline in one run). It inherits the
 * launch key and the simulator's control token from this process, as this build's shell does.
 */
async function worktreeBuild(root: string, dataDir: string, name: string): Promise<Build> {
  const shell = await spawnShell(
    root,
    dataDir,
    name,
    /Workstation web shell: (http:\/\/127\.\d+\.\d+\.\d+:\d+)\//,
  )
  const origin = shell.found
  const key = process.env[LAUNCH_KEY_ENV] ?? ''
  const build: Build = {
    name,
    sessionUrl: () => `${origin}/?launch=${mintLaunchCode(key)}`,
    origin,
    storm: (updatesPerSecond) => controlStorm(build.sim, updatesPerSecond),
    stop: shell.stop,
  }
  return build
}

/** The builds one run compares, each on its own data folder (named `prefix…` in the temp folder). */
export interface Builds {
  /** This build first, then the baseline where there is one, then any added. */
  list: Build[]
  /** Another web shell of this worktree, `args` given to it (e.g. `--renderer DIR`). */
  add(args: readonly string[]): Promise<Build>
  /** The web shell of another worktree (see `worktreeBuild`), added to the list. */
  addWorktree(root: string, name: string): Promise<Build>
  /** Stops every build and removes the data folders. */
  stop(): Promise<void>
}

/** This build (its shell given `args`) and, unless `baseline` is '', the baseline build in that worktree. */
export async function startBuilds(
  prefix: string,
  baseline: string,
  args: readonly string[] = [],
): Promise<Builds> {
  const dirs: string[] = []
  const list: Build[] = []
  const dataDir = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), prefix))
    dirs.push(dir)
    return dir
  }
  const add = async (shellArgs: readonly string[]): Promise<Build> => {
    const build = await thisBuild(await dataDir(), shellArgs)
    list.push(build)
    return build
  }
  await add(args)
  if (baseline) list.push(await baselineBuild(resolve(baseline), await dataDir()))
  return {
    list,
    add,
    async addWorktree(root, name) {
      const build = await worktreeBuild(resolve(root), await dataDir(), name)
      list.push(build)
      return build
    },
    async stop() {
      for (const build of list) await build.stop()
      for (const dir of dirs) await rm(dir, { recursive: true, force: true })
    },
  }
}

export async function boardRows(page: Page): Promise<number> {
  return Number(await page.getByTestId('board-status').getAttribute('data-rows'))
}

export async function waitFor(check: () => Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * One Chromium with one window on the whole market (about 1,580 rows). `query` is added to the
 * window's URL (e.g. `&probe=1` for the latency probe).
 */
export async function openMarketWindow(
  build: Build,
  index: number,
  query = '',
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBenchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.addInitScript('globalThis.__name = (f) => f')
    await page.goto(build.sessionUrl())
    await waitFor(async () => (await boardRows(page)) >= 1, 'first board')
    await page.goto(`${build.origin}/?window=bench${index}${query}`)
    await waitFor(async () => (await boardRows(page)) >= 1, 'bench board')
    if (build.sim === undefined) {
      const title = (await page.getByTestId('profile').getAttribute('title')) ?? ''
      build.sim = /(http:\/\/127\.0\.0\.1:\d+)/.exec(title)?.[1]
    }
    await page.getByTestId('board-switcher').selectOption('market')
    await waitFor(async () => (await boardRows(page)) >= 1500, 'whole market')
    return { browser, page }
  } catch (error) {
    await browser.close()
    throw error
  }
}
