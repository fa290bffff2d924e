// `npm run icons` (part of `npm run build`): the icons electron-builder needs, from the one drawing
// resources/icon.svg. build/icon.png at 1024 px is what electron-builder makes the macOS .icns,
// the Windows .ico and the Linux sizes from. Rasterised by resvg (a prebuilt binary shipped in its
// npm package: nothing is downloaded at build time).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'

export const ICON_SIZE = 1024

/** The SVG drawn to a square PNG of `size` pixels. */
export function renderIcon(svg: string, size = ICON_SIZE): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' })
    .render()
    .asPng()
}

export function makeIcons(root: string): string {
  const out = resolve(root, 'build/icon.png')
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, renderIcon(readFileSync(resolve(root, 'resources/icon.svg'), 'utf8')))
  return out
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  makeIcons(resolve(import.meta.dirname, '..'))
}
