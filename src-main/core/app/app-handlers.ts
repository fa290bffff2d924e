import type { CallHandlers } from '../bridge/router'
import type { Profile } from '../profiles/profile'

export interface AppHandlerDeps {
  shell: 'electron' | 'web'
  version: string
  profile: Profile
  simulatorUrl: string | null
  notices: { kind: string; message: string }[]
}

export function appHandlers(deps: AppHandlerDeps): Pick<CallHandlers, 'app.info'> {
  return {
    'app.info': () => ({
      version: deps.version,
      shell: deps.shell,
      profile: { id: deps.profile.id, name: deps.profile.name, kind: deps.profile.kind },
      simulatorUrl: deps.simulatorUrl,
      notices: deps.notices,
    }),
  }
}
