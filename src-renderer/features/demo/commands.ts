import type { CommandRegistry } from '../../lib/commands/registry'
import { getWorkstation } from '../../lib/bridge/get-workstation'
import { demoStringsNow } from './strings'

export const resetDemoCommandId = 'demo.reset'

/**
 * "Reset the demo", in the demo profile only, after a confirmation: the embedded simulator's world
 * (and its file) back to the starting state. The window then reloads, so nothing it shows is of the
 * old world.
 */
export function registerDemoCommands(registry: CommandRegistry, isDemo: () => boolean): () => void {
  return registry.register({
    id: resetDemoCommandId,
    title: () => demoStringsNow().resetTitle,
    group: 'settings',
    keywords: 'reset demo simulator đặt lại mô phỏng',
    enabled: isDemo,
    run: () => {
      const t = demoStringsNow()
      if (!isDemo() || !window.confirm(t.resetConfirm)) return
      void getWorkstation()
        .call('app.resetDemo', {})
        .then((result) => {
          if (result.ok) window.location.reload()
          else window.alert(`${t.resetFailed} ${result.error.message}`)
        })
    },
  })
}
