// The web shell's own process (src-main/web/index.ts: the core and the embedded simulator) as one
// JavaScript file, so that a start runs built code instead of compiling TypeScript through a loader.
// Packages stay external (node_modules is there at run time); only our sources are bundled.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export async function buildWebCore(root, outfile) {
  // esbuild comes with tsx and vite; it bundles the core in about half a second.
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src-main/web/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  })
  // Written beside and renamed, so a process starting meanwhile reads the old file or the new one.
  mkdirSync(dirname(outfile), { recursive: true })
  for (const file of result.outputFiles) {
    const part = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.part`)
    writeFileSync(part, file.contents)
    renameSync(part, file.path)
  }
}
