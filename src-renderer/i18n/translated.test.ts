import { describe, expect, it } from 'vitest'
import { boardCommands, type BoardCommandTarget } from '../app/board-commands'
import { registerAccountCommands } from '../features/account'
import { accountStringsNow } from '../features/account/strings'
import { registerAuthCommands } from '../features/auth'
import { authStringsNow } from '../features/auth/strings'
import { registerChartCommands } from '../features/chart'
import { chartStringsNow } from '../features/chart/strings'
import { registerOrderCommands } from '../features/orders'
import { orderStringsNow } from '../features/orders/strings'
import { guardStringsNow } from '../features/orders/ticket/guard-strings'
import { registerResearchCommands } from '../features/research'
import { researchStringsNow } from '../features/research/strings'
import { screenerStringsNow } from '../features/research/screener/strings'
import { newsStringsNow } from '../features/research/news/strings'
import { economyStringsNow } from '../features/research/economy/strings'
import { alertStringsNow } from '../features/alerts/strings'
import { registerStopCommands } from '../features/stops'
import { stopStringsNow } from '../features/stops/strings'
import { ticketStopStringsNow } from '../features/orders/ticket/stop-strings'
import { bracketStringsNow } from '../features/account/bracket-strings'
import { CommandRegistry, labelText } from '../lib/commands/registry'
import { en } from './en'
import { i18n } from './strings'
import { vi } from './vi'

/**
 * Entries that are rightly the same in both languages: tickers and index codes, units and
 * abbreviations every Vietnamese board prints in English, session codes, interpolation-only text.
 * Anything else identical in the Vietnamese dictionary is an English string left in the
 * Vietnamese UI.
 */
const sameInBoth = new Set([
  'VN Trading Workstation',
  'Web',
  '',
  'ATO',
  'ATC',
  'PLO',
  '+/-',
  'Room',
  'Rtt',
  '{{command}}: {{key}}',
  // Ratio names Vietnamese research screens print in English.
  'P/E',
  'P/B',
  'ROE %',
  'ROA %',
  // The unit sign of a rate (macro dashboards).
  '%',
  // Study names the brokers' Vietnamese charts (TradingView's, in Vietnamese) print in English.
  'RSI',
  'MACD',
  'Stochastic',
  // A chart layout's number of charts.
  '1',
  '2',
  '4',
])

type Tree = { readonly [key: string]: unknown }

/** Every leaf as [path, text]. */
function leaves(tree: Tree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const at = path ? `${path}.${key}` : key
    if (typeof value === 'string') return [[at, value]]
    if (typeof value === 'object' && value !== null) return leaves(value as Tree, at)
    return []
  })
}

function untranslated(english: Tree, vietnamese: Tree): string[] {
  const inEnglish = new Map(leaves(english))
  return leaves(vietnamese)
    .filter(([path, text]) => inEnglish.get(path) === text && !sameInBoth.has(text))
    .map(([path, text]) => `${path}: ${text}`)
}

async function inLanguage<T>(locale: 'en' | 'vi', read: () => T): Promise<T> {
  await i18n.changeLanguage(locale)
  return read()
}

const target = new Proxy({} as BoardCommandTarget, { get: () => () => undefined })

function registeredTitles(): Map<string, string> {
  const registry = new CommandRegistry()
  for (const command of boardCommands(
    i18n.getResourceBundle(i18n.language, 'translation') as typeof en,
    target,
  ))
    registry.register(command)
  registerOrderCommands(registry)
  registerAccountCommands(registry)
  registerChartCommands(registry)
  registerAuthCommands(registry, () => true)
  registerResearchCommands(registry)
  registerStopCommands(registry)
  return new Map(registry.list().map((c) => [c.id, labelText(c.title)]))
}

describe('the Vietnamese UI has no English left in it', () => {
  it('the shared dictionary', () => {
    expect(untranslated(en, vi)).toEqual([])
  })

  it('the features’ dictionaries', async () => {
    const features: (() => object)[] = [
      orderStringsNow,
      accountStringsNow,
      authStringsNow,
      chartStringsNow,
      researchStringsNow,
      screenerStringsNow,
      newsStringsNow,
      economyStringsNow,
      alertStringsNow,
      stopStringsNow,
      ticketStopStringsNow,
      bracketStringsNow,
      guardStringsNow,
    ]
    for (const read of features) {
      const english = await inLanguage('en', read)
      const vietnamese = await inLanguage('vi', read)
      expect(untranslated(english as Tree, vietnamese as Tree)).toEqual([])
    }
  })

  it('every command of the palette and the shortcut help, including the features’', async () => {
    const english = await inLanguage('en', registeredTitles)
    const vietnamese = await inLanguage('vi', registeredTitles)
    expect(vietnamese.size).toBeGreaterThanOrEqual(19)
    const same = [...vietnamese].filter(([id, title]) => english.get(id) === title && !sameInBoth.has(title))
    expect(same).toEqual([])
  })
})
