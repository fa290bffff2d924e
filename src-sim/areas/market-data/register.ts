import type { SimRoutes } from '../../guards/route-table'
import type { SimContext } from '../../state/world'
import { financialRoutes } from './financial-routes'
import { indexRoutes } from './index-routes'
import { infoRoutes } from './info-routes'
import { quoteRoutes } from './quote-routes'
import { registerResearchTable, type ResearchRoute } from './route-kit'
import { screenerRoutes } from './screener-routes'
import { sectorRoutes } from './sector-routes'
import { stockRoutes } from './stock-routes'

/** Every group E market route the research area serves (index-realtime and stock history live apart). */
export const researchRoutes: readonly ResearchRoute[] = [
  ...quoteRoutes,
  ...screenerRoutes,
  ...stockRoutes,
  ...indexRoutes,
  ...sectorRoutes,
  ...infoRoutes,
  ...financialRoutes,
]

export function registerResearchRoutes(routes: SimRoutes, ctx: SimContext): void {
  registerResearchTable(routes, ctx, researchRoutes)
}
