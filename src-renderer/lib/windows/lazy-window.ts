import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A window component whose code is a chunk of its own, loaded when a window of its kind is first
 * shown (under a `<Suspense>`), so that the board, which every start shows first, does not parse
 * the charts and research screens (echarts, lightweight-charts: about a third of the renderer).
 * `preload` fetches it ahead, for a spare window that may become any kind.
 */
export type LazyWindow<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<void>
}

export function lazyWindow<P extends object>(load: () => Promise<ComponentType<P>>): LazyWindow<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const get = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A chunk that failed to arrive (the shell restarting) is asked for again next time.
        loading = undefined
        throw error
      },
    ))
  return Object.assign(lazy(get), { preload: () => get().then(() => undefined) })
}
