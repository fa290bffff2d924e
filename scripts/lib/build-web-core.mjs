// The web shell's own process (src-main/web/run-web-shell.ts: the shell, the core and the embedded
// simulator) as JavaScript, so that a start runs built code instead of compiling TypeScript through a
// loader.
// Packages stay external (node_modules is there at run time); only our sources are bundled.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export async function buildWebCore(root, outdir) {
  // esbuild (also the bundler under vite and tsx) bundles the core in about half a second.
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src-main/web/run-web-shell.ts'],
    outdir,
    // The entry spawns the browser first and loads the shell and the core, chunks of their own,
    // while the browser starts (run-web-shell.ts).
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
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
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true })
    const part = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.part`)
    writeFileSync(part, file.contents)
    renameSync(part, file.path)
  }
  // Chunks of earlier builds (their names carry a hash): a start loads its chunks within its first
  // second, so none still running needs them.
  const written = new Set(result.outputFiles.map((file) => file.path))
  const chunks = join(outdir, 'chunks')
  if (existsSync(chunks)) {
    for (const name of readdirSync(chunks)) {
      if (!written.has(join(chunks, name))) rmSync(join(chunks, name), { force: true })
    }
  }
}
