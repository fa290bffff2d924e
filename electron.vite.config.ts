import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

const root = import.meta.dirname

export default defineConfig({
  main: {
    build: {
      lib: { entry: resolve(root, 'src-main/index.ts') },
      // The bundler drops the source's `// eng-disable PRELOAD_JS_CHECK` beside the reviewed preload
      // (src-main/shell/app-window.ts), so `npm run audit:electron` on out/ would flag it; a directive
      // on a file's first line covers the file (Electronegativity's README, "Ignoring Lines or
      // Files"), and the main bundle creates windows in that one place.
      rolldownOptions: { output: { banner: '/* eng-disable PRELOAD_JS_CHECK */' } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot require() packages at run time, so zod and the contract are
      // bundled in; CommonJS because an ESM preload would need sandbox off.
      externalizeDeps: false,
      lib: { entry: resolve(root, 'src-preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    // Vite writes this placeholder into the nonce of every tag it emits and into a
    // <meta property="csp-nonce">; both shells replace it with a fresh nonce on each load.
    html: { cspNonce: '__CSP_NONCE__' },
    plugins: [react()],
    build: {
      minify: true,
      // The board's code (~1.4 MB, half of it ag-grid) is what a start parses before the first rows;
      // every other window kind is a chunk of its own (src-renderer/lib/windows/lazy-window.ts).
      chunkSizeWarningLimit: 1600,
      rolldownOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
  },
})
