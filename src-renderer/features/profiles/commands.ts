import type { CommandRegistry } from '../../lib/commands/registry'
import { profilesStringsNow } from './strings'

export function registerProfileCommands(registry: CommandRegistry): () => void {
  const off = registry.register({
    id: 'profiles.openWindow',
    title: () => profilesStringsNow().command,
    group: 'settings',
    keywords: 'profile broker api key secret live demo connection hồ sơ kết nối',
    run: () =>
      void globalThis.open(`${location.pathname}?view=profiles`, 'profiles', 'popup,width=900,height=900'),
  })
  return off
}
