import type { CommandRegistry } from '../../lib/commands/registry'
import { useAuthUi } from './auth-store'
import { useSecondFactorUi } from './second-factor-store'
import { secondFactorStringsNow } from './second-factor-strings'
import { authStringsNow } from './strings'

/** Same id the orders feature runs when a cancel needs a trading token. */
export const tradingTokenCommandId = 'auth.openTradingTokenDialog'

/**
 * `isDemo` says whether the simulated phone exists (the demo profile); the panel also hides itself
 * when the core says there is none.
 */
export function registerAuthCommands(registry: CommandRegistry, isDemo: () => boolean): () => void {
  const offs = [
    registry.register({
      id: tradingTokenCommandId,
      title: () => authStringsNow().commands.token,
      group: 'settings',
      shortcut: 'Alt+T',
      keywords: 'otp token trading giao dịch',
      run: () => {
        // In Demo the code arrives on the simulated phone: show it beside the dialog.
        if (isDemo()) useAuthUi.getState().setPhone(true)
        useAuthUi.getState().setTokenDialog(true)
      },
    }),
    registry.register({
      id: 'auth.toggleSimPhone',
      title: () => authStringsNow().commands.phone,
      group: 'panel',
      shortcut: 'Alt+P',
      keywords: 'phone otp sms demo điện thoại',
      enabled: isDemo,
      run: () => useAuthUi.getState().setPhone(!useAuthUi.getState().phone),
    }),
    registry.register({
      id: 'auth.openSecondFactor',
      title: () => secondFactorStringsNow().command,
      group: 'settings',
      keywords: '2fa otp second factor session order lệnh xác thực',
      run: () => {
        if (isDemo()) useAuthUi.getState().setPhone(true)
        useSecondFactorUi.getState().show(null)
      },
    }),
  ]
  return () => offs.forEach((off) => off())
}
