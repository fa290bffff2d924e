import { execFile } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The dependency check on a copy of the sources: clean, it passes; with one planted violation of a
 * rule, it fails and names that rule. The copy shares node_modules through a link, so the check
 * resolves `electron` and `zod` as it does in the repository.
 *
 * `npm run check:deps` itself runs twice (clean, and one planted violation, to prove its exit code);
 * the other plantings go through dependency-cruiser's API with the folders and the configuration that
 * script names, which costs a quarter of the CPU of a new process each time.
 */
const root = resolve(import.meta.dirname, '..')
const script = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['check:deps']!
const [tool, ...args] = script.split(/\s+/)
const configAt = args.indexOf('--config')
const configFile = args[configAt + 1]!
const folders = args.filter((arg, i) => !arg.startsWith('-') && i !== configAt + 1)
const run = promisify(execFile)
/** A limit, not a budget: a cruise of the whole tree takes 2-3 s alone and was seen past 70 s on two
 * cores at a load of 30 (two suites and other builds beside it). */
const slow = 240_000
let work: string

interface CheckResult {
  passed: boolean
  output: string
}

async function npmCheckDeps(): Promise<CheckResult> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'check:deps'], { cwd: work })
    return { passed: true, output: stdout + stderr }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { passed: false, output: stdout + stderr }
  }
}

async function cruiseCopy(): Promise<CheckResult> {
  const options = await extractDepcruiseOptions(join(work, configFile))
  const { output } = await cruise(folders, { ...options, baseDir: work })
  const { summary } = output as ICruiseResult
  return {
    passed: summary.error === 0,
    output: summary.violations.map((v) => `error ${v.rule.name}: ${v.from} → ${v.to}`).join('\n'),
  }
}

/** Plants `text` (a new file, or lines appended to an existing one), checks, and undoes it. */
async function checkWith(file: string, text: string, check = cruiseCopy): Promise<CheckResult> {
  const path = join(work, file)
  let before: string | null = null
  try {
    before = readFileSync(path, 'utf8')
  } catch {
    // A new file.
  }
  try {
    if (before === null) writeFileSync(path, text)
    else appendFileSync(path, `\n${text}`)
    return await check()
  } finally {
    if (before === null) rmSync(path)
    else writeFileSync(path, before)
  }
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'check-deps-'))
  for (const entry of [...folders, configFile, 'package.json']) {
    cpSync(join(root, entry), join(work, entry), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir')
})

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

it('check:deps is dependency-cruiser over every source folder', () => {
  expect(tool).toBe('depcruise')
  expect(folders.sort()).toEqual(['src-main', 'src-preload', 'src-renderer', 'src-shared', 'src-sim'])
})

describe('npm run check:deps', () => {
  it(
    'passes on the clean sources',
    async () => {
      const result = await npmCheckDeps()
      expect(result.output).toContain('no dependency violations found')
      expect(result.passed).toBe(true)
      expect(await cruiseCopy()).toEqual({ passed: true, output: '' })
    },
    slow,
  )

  it(
    'exits non-zero on a violation',
    async () => {
      const result = await checkWith(
        'src-preload/index.ts',
        "import '../src-main/core/security/csp'\n",
        npmCheckDeps,
      )
      expect(result.passed).toBe(false)
      expect(result.output).toMatch(/error preload-only-shared-and-electron:/)
    },
    slow,
  )

  const planted: readonly { what: string; file: string; text: string; rule: string }[] = [
    {
      what: 'the core importing the preload',
      file: 'src-main/core/app/planted.ts',
      text: "import '../../../src-preload/index'\n",
      rule: 'core-knows-no-shell',
    },
    {
      what: 'the preload importing the core',
      file: 'src-preload/index.ts',
      text: "import '../src-main/core/security/csp'\n",
      rule: 'preload-only-shared-and-electron',
    },
    {
      what: 'one renderer feature importing another',
      file: 'src-renderer/features/chart/commands.ts',
      text: "export { registerOrderCommands as planted } from '../orders/commands'\n",
      rule: 'features-apart',
    },
    {
      what: 'a renderer feature importing the app shell',
      file: 'src-renderer/features/chart/commands.ts',
      text: "export { currentBounds as planted } from '../../app/use-window-session'\n",
      rule: 'features-below-app',
    },
    {
      what: 'src-renderer/lib importing a feature',
      file: 'src-renderer/lib/planted.ts',
      text: "export { registerChartCommands } from '../features/chart'\n",
      rule: 'lib-below-features',
    },
    {
      what: 'a shared renderer component importing the app shell',
      file: 'src-renderer/components/planted.ts',
      text: "export { resolveWindowKind } from '../app/window-kind'\n",
      rule: 'lib-below-features',
    },
    {
      what: "the app shell reaching past a feature's index.ts",
      file: 'src-renderer/app/planted.ts',
      text: "export { BoardView } from '../features/board/components/board-view'\n",
      rule: 'app-uses-feature-index',
    },
    {
      what: 'the web shell importing the simulator',
      file: 'src-main/web/planted.ts',
      text: "export { startSimulator } from '../../src-sim/server'\n",
      rule: 'web-shell-not-electron-shell-or-sim',
    },
    {
      what: 'the web shell importing the Electron shell',
      file: 'src-main/web/planted.ts',
      text: "export { APP_ORIGIN } from '../shell/app-protocol'\n",
      rule: 'web-shell-not-electron-shell-or-sim',
    },
    {
      what: "require('electron') in the core",
      file: 'src-main/core/app/planted.ts',
      text: "declare const require: (id: string) => unknown\nexport const electron = require('electron')\n",
      rule: 'electron-only-in-shell',
    },
    {
      what: "import 'electron' in the core",
      file: 'src-main/core/app/planted.ts',
      text: "import { app } from 'electron'\nexport const name = app.getName()\n",
      rule: 'electron-only-in-shell',
    },
    {
      what: 'electron-store in the core',
      file: 'src-main/core/settings/planted.ts',
      text: "export { default } from 'electron-store'\n",
      rule: 'electron-only-in-shell',
    },
    {
      what: 'the core importing a renderer-only package (a devDependency the packaged app lacks)',
      file: 'src-main/core/app/planted.ts',
      text: "export { create } from 'zustand'\n",
      rule: 'main-needs-only-dependencies',
    },
    {
      what: 'the core importing the simulator outside the embedded-simulator file',
      file: 'src-main/core/board/planted.ts',
      text: "export { startSimulator } from '../../../src-sim/server'\n",
      rule: 'core-sim-only-where-embedded',
    },
    {
      what: 'a cross-cutting folder of the core importing an area',
      file: 'src-main/core/http/planted.ts',
      text: "export type { OrderService as Planted } from '../orders/order-service'\n",
      rule: 'core-kit-knows-no-area',
    },
    {
      what: 'a cycle',
      file: 'src-main/core/settings/settings-error.ts',
      text: "import { createSettingsStore } from './settings-store'\nexport const planted = createSettingsStore\n",
      rule: 'no-circular',
    },
    {
      what: 'src-shared importing a Node built-in',
      file: 'src-shared/planted.ts',
      text: "export { readFileSync } from 'node:fs'\n",
      rule: 'shared-uses-no-node-builtin',
    },
    {
      what: 'the renderer importing the core',
      file: 'src-renderer/lib/planted.ts',
      text: "export { contentSecurityPolicy } from '../../src-main/core/security/csp'\n",
      rule: 'renderer-only-through-bridge',
    },
    {
      what: 'the simulator importing the client',
      file: 'src-sim/planted.ts',
      text: "export { contentSecurityPolicy } from '../src-main/core/security/csp'\n",
      rule: 'sim-never-imports-client',
    },
    {
      what: "the simulator's kit importing an area",
      file: 'src-sim/kit/http/planted.ts',
      text: "export { registerTickerCommons } from '../../areas/prices/ticker-commons'\n",
      rule: 'sim-kit-imports-nothing-above',
    },
    {
      what: "the simulator's kit importing the state",
      file: 'src-sim/kit/planted.ts',
      text: "export type { SimContext } from '../state/world'\n",
      rule: 'sim-kit-imports-nothing-above',
    },
    {
      what: "the simulator's state importing HTTP (the kit's errors)",
      file: 'src-sim/state/market/planted.ts',
      text: "export { sendGroupAError } from '../../kit/http/errors'\n",
      rule: 'sim-state-has-no-http',
    },
    {
      what: "the simulator's state importing a guard",
      file: 'src-sim/state/trading/planted.ts',
      text: "export { requireSigned } from '../../guards/signed-request'\n",
      rule: 'sim-state-has-no-http',
    },
    {
      what: 'a simulator guard importing an area',
      file: 'src-sim/guards/planted.ts',
      text: "export { sendResult } from '../areas/trading/account-routes'\n",
      rule: 'sim-guards-never-import-areas',
    },
    {
      what: 'one simulator area importing another',
      file: 'src-sim/areas/prices/planted.ts',
      text: "export { researchHistory } from '../market-data/quote-routes'\n",
      rule: 'sim-areas-apart',
    },
    {
      what: 'the simulator importing an area outside the composition',
      file: 'src-sim/planted.ts',
      text: "export { registerWebhookRoutes } from './areas/webhook/webhook'\n",
      rule: 'sim-areas-only-in-composition',
    },
    {
      what: 'a type-only cycle in the simulator',
      file: 'src-sim/state/webhook-inbox.ts',
      text: "import type { SimWorld } from './world'\nexport type PlantedWorld = SimWorld\n",
      rule: 'sim-no-circular-types-included',
    },
  ]

  // All planted at once and one cruise for them all: the cruise of the whole tree is what costs (a
  // cruise each made this the slowest file of the unit tests). Each planting gets a file of its own,
  // so each rule must be broken by its own planting, whatever the others do.
  const at = planted.map(({ file }, i) =>
    existsSync(join(root, file)) ? file : file.replace(/\.ts$/, `-${i}.ts`),
  )
  let violations: readonly IViolation[] = []
  beforeAll(async () => {
    const originals = new Map<string, string | null>()
    try {
      planted.forEach(({ text }, i) => {
        const path = join(work, at[i]!)
        if (!originals.has(path)) originals.set(path, existsSync(path) ? readFileSync(path, 'utf8') : null)
        if (existsSync(path)) appendFileSync(path, `\n${text}`)
        else writeFileSync(path, text)
      })
      const options = await extractDepcruiseOptions(join(work, configFile))
      const { output } = await cruise(folders, { ...options, baseDir: work })
      violations = (output as ICruiseResult).summary.violations
    } finally {
      for (const [path, before] of originals) {
        if (before === null) rmSync(path)
        else writeFileSync(path, before)
      }
    }
  }, slow)

  planted.forEach(({ what, rule }, i) => {
    it(`fails on ${what} (${rule})`, () => {
      const file = at[i]!
      const mine = violations.filter(
        (v) => v.from === file || v.to === file || (v.cycle ?? []).some((step) => step.name === file),
      )
      expect(mine.map((v) => v.rule.name)).toContain(rule)
      // Paths as in the repository (node_modules/…), not through the link out of the copy.
      for (const v of mine) expect(`${v.from} → ${v.to}`).not.toContain('→ ../')
    })
  })
})
