import { useEffect } from 'react'
import { linkGroupSchema, linkGroups, type LinkGroup } from '../../../../src-shared/bridge/contract'
import { useLinkGroup } from '../../../lib/workspace/use-link-group'
import { openDetailWindow } from '../commands'
import { IndexComparison } from './index-comparison'
import { SectorHeatMap } from './sector-heat-map'
import { useMarketsStrings } from './strings'
import { useAppliedTheme } from './use-applied-theme'
import '../components/detail.css'
import './markets.css'

const windowKey = 'markets-window'

/**
 * `?view=markets&link=red`: the market at a glance — the sector heat map with its drill-down to the
 * member companies and the sectors' breadth, then the five indices compared (today, over a range,
 * and their breadth). A member selected here goes to the windows of the link colour; Enter opens
 * its detail in that colour.
 */
export function MarketsWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useMarketsStrings()
  const theme = useAppliedTheme()
  const { group, setGroup, select } = useLinkGroup(windowKey)
  useEffect(() => {
    const fromUrl = linkGroupSchema.safeParse(params.get('link'))
    if (fromUrl.success && group === null) setGroup(fromUrl.data)
    // Only the URL of the first load decides; the user may unlink afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    document.title = t.title
  }, [t.title])

  return (
    <div className="research-markets" data-testid="markets-window" data-link-group={group ?? ''}>
      <header className="rd-header">
        <h1 className="rd-title">{t.title}</h1>
        <select
          aria-label={t.link}
          data-testid="mk-link-group"
          value={group ?? ''}
          onChange={(e) => setGroup((e.target.value || null) as LinkGroup | null)}
        >
          <option value="">{t.linkNone}</option>
          {linkGroups.map((g) => (
            <option key={g} value={g}>
              {t.link}: {t.linkGroups[g]}
            </option>
          ))}
        </select>
        <span className="rd-unit">{t.unit}</span>
      </header>
      <main className="mk-body">
        <SectorHeatMap
          theme={theme}
          onSelectMember={select}
          onOpenMember={(symbol) => openDetailWindow(symbol, group)}
        />
        <IndexComparison theme={theme} />
      </main>
    </div>
  )
}
