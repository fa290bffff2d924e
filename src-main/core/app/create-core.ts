import { basketList } from '../../../src-shared/bridge/contract'
import { createRouter, type Router } from '../bridge/router'
import { FeedRegistry } from '../feeds/feed-registry'
import { createHttpClient } from '../http/http-client'
import type { Profile } from '../profiles/profile'
import { createMarketService } from '../services/market-service'

export interface CoreOptions {
  shell: 'electron' | 'web'
  version: string
  profile: Profile
  simulatorUrl: string | null
  /** Board poll interval while healthy (tests shorten it). */
  boardCadenceMs?: number
}

export interface Core {
  router: Router
  close(): void
}

/** Builds the services, feeds and the bridge router that both shells expose. */
export function createCore(options: CoreOptions): Core {
  const http = createHttpClient({ baseUrl: options.profile.baseUrl })
  const market = createMarketService(http)
  const feeds = new FeedRegistry((source) => ({
    source,
    fetchBoard: (s) => market.tickerCommons(s),
    ...(options.boardCadenceMs === undefined ? {} : { cadenceMs: options.boardCadenceMs }),
  }))

  const router = createRouter(
    {
      'app.info': () => ({
        version: options.version,
        shell: options.shell,
        profile: { id: options.profile.id, name: options.profile.name, kind: options.profile.kind },
        simulatorUrl: options.simulatorUrl,
      }),
      'board.baskets': () => basketList,
    },
    {
      'board.deltas': (source, emit) => feeds.subscribe(source, emit),
    },
  )

  return {
    router,
    close: () => feeds.stopAll(),
  }
}
