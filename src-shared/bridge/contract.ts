import { accountCalls } from './areas/account'
import { alertCalls, alertStreams } from './areas/alerts'
import { appCalls, appStreams } from './areas/app'
import { authCalls, authStreams } from './areas/auth'
import { boardCalls, boardStreams } from './areas/board'
import { chartCalls } from './areas/chart'
import { eventCalls } from './areas/events'
import { demoPhoneCalls, demoPhoneStreams } from './areas/demo-phone'
import { orderCalls, orderStreams } from './areas/orders'
import { workspaceCalls, workspaceStreams } from './areas/workspace'
import { profileCalls, profileStreams } from './areas/profiles'
import { researchCalls } from './areas/research'
import { stopCalls, stopStreams } from './areas/stops'

/**
 * The bridge contract: every call and stream between the renderer and the main process, declared
 * once, area by area (./areas). The main-side router, the preload, the WebSocket transport and the
 * renderer's hooks all take their names and types from here; nothing else declares them.
 */
export const contract = {
  calls: {
    ...appCalls,
    ...boardCalls,
    ...authCalls,
    ...profileCalls,
    ...eventCalls,
    ...workspaceCalls,
    ...accountCalls,
    ...orderCalls,
    ...demoPhoneCalls,
    ...chartCalls,
    ...researchCalls,
    ...alertCalls,
    ...stopCalls,
  },
  streams: {
    ...boardStreams,
    ...authStreams,
    ...profileStreams,
    ...workspaceStreams,
    ...orderStreams,
    ...demoPhoneStreams,
    ...appStreams,
    ...alertStreams,
    ...stopStreams,
  },
} as const

export * from './areas/common'
export * from './areas/app'
export * from './areas/board'
export * from './areas/auth'
export * from './areas/workspace'
export * from './areas/profiles'
export * from './areas/events'
export * from './areas/account'
export * from './areas/orders'
export * from './areas/orders-entry'
export * from './areas/orders-guards'
export * from './areas/demo-phone'
export * from './areas/chart'
export * from './areas/research'
export * from './areas/alerts'
export * from './areas/stops'
