import { useEffect, useState } from 'react'
import { linkGroupSchema } from '../../../src-shared/bridge/contract'
import { useLinkGroup } from './use-link-group'

/**
 * The colour group of a window opened as `?link=red` (chart, detail, news): joined on the first load
 * only (the user may unlink afterwards), and each symbol selected in the group handed to `onLinked`
 * while rendering (React's way for state that follows a prop), so the window shows it at once.
 */
export function useUrlLinkGroup(
  params: URLSearchParams,
  windowKey: string,
  onLinked: (symbol: string) => void,
): ReturnType<typeof useLinkGroup> {
  const link = useLinkGroup(windowKey)
  const { group, setGroup, linkedSymbol } = link
  useEffect(() => {
    const fromUrl = linkGroupSchema.safeParse(params.get('link'))
    if (fromUrl.success && group === null) setGroup(fromUrl.data)
    // Only the URL of the first load decides; the user may unlink afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [seenLinked, setSeenLinked] = useState(linkedSymbol)
  if (linkedSymbol !== seenLinked) {
    setSeenLinked(linkedSymbol)
    if (linkedSymbol !== null) onLinked(linkedSymbol)
  }
  return link
}
