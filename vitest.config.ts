import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Component tests (`.test.tsx`) choose happy-dom per file with a `// @vitest-environment
    // happy-dom` docblock; everything else stays in plain Node, so the Node tests pay nothing for it.
    include: ['src-*/**/*.test.ts', 'src-renderer/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Transformed by Vitest, so a test's vi.mock('electron') reaches the `electron` it imports.
    server: { deps: { inline: ['electron-store'] } },
  },
})
