import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { callQuery } from '../lib/bridge/call-query'
import { useStream } from '../lib/bridge/use-stream'
import { leaveShownProfile, useShownProfile } from '../lib/profile/shown-profile'

/**
 * Every window follows a profile switch at once (issue 23, point 5): the core's `app.events` says
 * which profile orders now go to, and a window that shows another reloads onto it, refusing to act
 * meanwhile. Each (re)subscription reads `app.info` again, so a switch that happened while the stream
 * was down is caught too; and the core refuses an order naming another profile whatever the window.
 */
export function ProfileFollower() {
  const info = useQuery({ ...callQuery('app.info', {}), staleTime: Infinity })
  const { refetch } = info
  const events = useStream(
    'app.events',
    {},
    {
      onEvent: (event) => {
        const shown = useShownProfile.getState().shown
        if (event.profileId !== shown?.id) leaveShownProfile()
      },
    },
  )

  useEffect(() => {
    if (events.status === 'waiting') void refetch()
  }, [events.status, events.key, refetch])

  useEffect(() => {
    const profile = info.data?.profile
    if (profile === undefined) return
    const { shown } = useShownProfile.getState()
    if (shown === null) useShownProfile.setState({ shown: profile })
    else if (shown.id !== profile.id) leaveShownProfile()
  }, [info.data])

  return null
}
