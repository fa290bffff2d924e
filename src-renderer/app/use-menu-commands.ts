import { useEffect } from 'react'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { commandRegistry } from './register-features'

/**
 * Runs what the native menu asks of this window (Electron: Help → Keyboard shortcuts, File →
 * Export to CSV…) as the palette command of the same id. The web shell has no native menu: the
 * stream then never speaks.
 */
export function useMenuCommands(): void {
  useEffect(
    () =>
      getWorkstation().subscribe(
        'app.menuCommands',
        {},
        {
          event: ({ command }) => void commandRegistry.run(command, { symbol: null }),
          error: () => undefined,
        },
      ),
    [],
  )
}
