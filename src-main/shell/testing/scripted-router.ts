import type { WorkspaceSnapshot } from '../../../src-shared/bridge/areas/workspace'
import type { Router } from '../../core/bridge/router'

/**
 * A router for the shell's notification tests: every call answers the workspace in the given
 * language, and the test drives the streams the shell follows. The shell's notifiers only read the
 * UI language and follow streams, so this is the whole surface they touch.
 */
export function scriptedRouter(locale: 'en' | 'vi') {
  const emitters = new Map<string, ((e: unknown) => void)[]>()
  const stops: string[] = []
  const workspace: WorkspaceSnapshot = {
    windows: [],
    openWindowIds: [],
    watchlists: [],
    persistent: true,
    ui: {
      theme: 'dark',
      locale,
      volumeUnit: 1,
      shortcuts: {},
      orderConfirm: true,
      orderConfirmAbove: null,
    },
  }
  const router: Router = {
    call: async () => ({ ok: true, value: workspace }),
    subscribe: (name, _params, emit) => {
      emitters.set(String(name), [...(emitters.get(String(name)) ?? []), emit])
      return { ok: true, value: () => stops.push(String(name)) }
    },
  }
  const emit = (name: string, e: unknown) => {
    for (const fn of emitters.get(name) ?? []) fn(e)
  }
  return { router, emit, emitters, stops }
}
