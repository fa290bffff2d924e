import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Component tests (`.test.tsx`) choose happy-dom per file with a `// @vitest-environment
    // happy-dom` docblock; everything else stays in plain Node, so the Node tests pay nothing for it.
    include: ['src-*/**/*.test.ts', 'src-renderer/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on two. Many files mostly wait (on
    // sockets to the simulator, on the core's timers), so three side by side keep two cores busy.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // testing-library's findBy*/waitFor limit, raised for the component tests (the file says why).
    setupFiles: ['src-renderer/testing/dom-wait-limit.ts'],
    // Transformed by Vitest, so a test's vi.mock('electron') reaches the `electron` it imports.
    server: { deps: { inline: ['electron-store'] } },
  },
})
