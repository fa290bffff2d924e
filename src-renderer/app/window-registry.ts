import type { ComponentType } from 'react'

/**
 * Kinds of window this app can show, by the `?view=` of the URL. The board is the default; a
 * feature that brings its own window (orders blotter, chart) registers a kind in
 * register-features.ts and opens it with `?view=<kind>&symbol=…`.
 */
export interface WindowKindEntry {
  readonly kind: string
  readonly title: string
  readonly component: ComponentType<{ readonly params: URLSearchParams }>
}

const kinds = new Map<string, WindowKindEntry>()

export function registerWindowKind(entry: WindowKindEntry): () => void {
  kinds.set(entry.kind, entry)
  return () => kinds.delete(entry.kind)
}

export function windowKindOf(search: string): WindowKindEntry | undefined {
  const view = new URLSearchParams(search).get('view')
  return view === null ? undefined : kinds.get(view)
}

/**
 * Fetches the code of every registered kind that comes as a chunk of its own (lazy-window.ts): a
 * spare window, which may become any kind, has it parsed before it is taken.
 */
export function preloadWindowKinds(): Promise<unknown> {
  const loads: Promise<void>[] = []
  for (const { component } of kinds.values()) {
    const preload = (component as { preload?: () => Promise<void> }).preload
    if (preload) loads.push(preload())
  }
  return Promise.allSettled(loads)
}
