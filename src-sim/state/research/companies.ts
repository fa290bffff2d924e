import { hashString } from '../market/prng'
import { buildUniverse, type Listing } from '../market/universe'
import { companyNames } from './data/company-names'
import { icbMembers, icbNodes, type IcbNode } from './data/icb'

const universe = buildUniverse()
const listingBySymbol = new Map(universe.listings.map((l) => [l.symbol, l]))
const nodeByCode = new Map(icbNodes.map((n) => [n.code, n]))
const nodeBySlug = new Map(icbNodes.map((n) => [n.slug, n]))
const supersectorOf = new Map<string, IcbNode>()
for (const [code, text] of Object.entries(icbMembers)) {
  const node = nodeByCode.get(code)
  if (node === undefined) continue
  for (const symbol of text.split(/\s+/).filter((s) => s.length > 0)) supersectorOf.set(symbol, node)
}

export const listings: readonly Listing[] = universe.listings
export const listingOf = (symbol: string): Listing | undefined => listingBySymbol.get(symbol)
export const icbNodeBySlug = (slug: string): IcbNode | undefined => nodeBySlug.get(slug)
export const icbNodeByCode = (code: string): IcbNode | undefined => nodeByCode.get(code)

/** The supersector and industry of a classified company; undefined for the unclassified. */
export function classificationOf(symbol: string): { industry: IcbNode; supersector: IcbNode } | undefined {
  const supersector = supersectorOf.get(symbol)
  const industry =
    supersector?.parent === null || supersector === undefined ? undefined : nodeByCode.get(supersector.parent)
  return supersector === undefined || industry === undefined ? undefined : { industry, supersector }
}

/** Symbols of a sector node: a supersector's own members, an industry's supersectors' members. */
export function sectorMembers(node: IcbNode): string[] {
  const codes =
    node.level === 2 ? [node.code] : icbNodes.filter((n) => n.parent === node.code).map((n) => n.code)
  return listings
    .filter((l) => {
      const s = supersectorOf.get(l.symbol)
      return s !== undefined && codes.includes(s.code)
    })
    .map((l) => l.symbol)
}

export function companyName(symbol: string): { name: string; name_en: string } {
  const known = companyNames[symbol]
  return known === undefined
    ? { name: `Công ty Cổ phần ${symbol}`, name_en: `${symbol} Joint Stock Company` }
    : { name: known[0], name_en: known[1] }
}

/** Is the company a bank (its statements follow the credit institutions' template)? */
export const isBank = (symbol: string): boolean => supersectorOf.get(symbol)?.code === '3010'

/** A stable value in [0, 1) for a symbol and a label; the seed shifts it. */
export const unit = (seed: number, symbol: string, label: string): number =>
  hashString(`${seed}:${label}:${symbol}`) / 4294967296
