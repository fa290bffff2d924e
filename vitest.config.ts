import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Transformed by Vitest, so a test's vi.mock('electron') reaches the `electron` it imports.
    server: { deps: { inline: ['electron-store'] } },
  },
})
