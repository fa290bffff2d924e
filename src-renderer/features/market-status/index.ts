/** The header's session badges, one per exchange. */
export { MarketStatusBadges } from './components/market-status'
