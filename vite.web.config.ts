import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/**
 * Browser-only development of the renderer (`npx vite --config vite.web.config.ts`): electron-vite's
 * dev mode always starts Electron, which cannot be installed on our machines. Same root and nonce
 * placeholder as the renderer section of electron.vite.config.ts, so what runs here is what ships.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer'),
  html: { cspNonce: '__CSP_NONCE__' },
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer-web'),
    emptyOutDir: true,
  },
})
