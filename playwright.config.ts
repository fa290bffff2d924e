import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// Playwright cannot download its own browsers on our machines: use Debian's Chromium when present.
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // Spec files spread over two workers, each with its own shared web shell (a worker-scoped
  // fixture); a file's tests stay together in order. The specs mostly wait on the simulated market's
  // 1 s polls, so two run side by side even on two cores. E2E_WORKERS overrides it.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI retries a failed spec once; a new user's `npm test` does not, so a flaky spec is a bug to fix,
  // never a reason to raise this.
  retries: process.env.CI ? 1 : 0,
  // Limits for a test and for one expectation's wait on a condition, not budgets: a passing run
  // stays far under them, and on a busy machine (two suites side by side at a load of 30 on two
  // cores) Playwright's 5 s default for an expectation was seen to run out on a correct page.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1600, height: 1000 },
    // Off: with traces on, contexts that tests close themselves failed with ENOENT on the trace
    // file; failures keep their screenshots and logs instead.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
})
