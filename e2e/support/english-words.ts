import type { Page } from '@playwright/test'
import {
  hnxSymbols,
  hoseSymbols,
  symbolsOf,
  upcomSymbols,
} from '../../src-sim/state/market/data/exchange-lists'

/**
 * English left in the Vietnamese UI. A word on screen counts when it is in the list below (common
 * English words of a trading UI, none of them also a Vietnamese word written without its marks) and
 * not a ticker or a proper name. Tickers and index codes are the listings' own; the names are the
 * ones a Vietnamese screen prints as they are (the app's name, keys on the keyboard, units).
 */
const english = new Set(
  `
  about account accounts active add address again all already and answer any app are as ask asked at
  available back balance be before broker but buy by can cancel cannot cash change check checks click close
  closed code codes columns confirm connection continue could daily data date day days delete done down edit
  empty end ended error errors expired failed fault filter filters find for found from get go has have help
  here hide if invalid is it key last less limit limited list load loading market match matched max min
  missing more must name new next no none not nothing now of off ok on one only open or order orders other
  out page passed pending place placed please portfolio position positions price prices profile profiles
  quantity rate reach ready refused rejected remove request requested required reset retry right risk row
  rows safe save saved search secret select sell send sent server session settings should show side sign
  size sort start status still stock stocks submit success switch symbol test testing than that the then
  there this time today total try type unknown up url use used valid value values wait warning
  was were when will with works wrong yes you your
  `
    .split(/\s+/)
    .filter((w) => w.length > 0),
)

/** Words a Vietnamese screen rightly prints in English, as they are. */
const properNames = new Set([
  'VN',
  'Trading',
  'Workstation',
  'Demo',
  'Web',
  'Enter',
  'Esc',
  'Tab',
  'Ctrl',
  'Alt',
  'Shift',
  'Room',
  'Rtt',
  'API',
  'OTP',
  'SMS',
  'https',
  'http',
  // What Vietnamese brokers call the trading token ("Token giao dịch"), as they print it.
  'Token',
  'token',
])

const tickers = new Set(symbolsOf(`${hoseSymbols} ${hnxSymbols} ${upcomSymbols}`))

/** The lines of a text with English words in them, each as `word: line`, once per line. */
export function englishWordsIn(text: string): string[] {
  const found = new Set<string>()
  for (const line of text.split('\n')) {
    // Whole words, Vietnamese letters included, so "Toàn" is not read as "To"; the spec's own
    // identifiers ({base_url}, snake_case) are codes.
    const words = line.replace(/\{?\w*_\w*\}?/g, ' ').match(/\p{L}+/gu) ?? []
    for (const word of words) {
      if (!/^[A-Za-z]+$/.test(word) || properNames.has(word) || tickers.has(word)) continue
      if (english.has(word.toLowerCase())) found.add(`${word}: ${line.trim().slice(0, 160)}`)
    }
  }
  return [...found]
}

/**
 * What a user reads on the page: the rendered text (`innerText` leaves out hidden elements) and the
 * placeholders of visible fields. Tooltips are left out: the core's and the broker's own sentences
 * are kept there on purpose, as a detail.
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [
      ...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.placeholder)
    // A date input draws its own mm/dd/yyyy in the browser's locale, outside the DOM's text.
    const dateInputs = [...document.querySelectorAll('input[type="date"]')].map(() => 'mm/dd/yyyy')
    return [document.body.innerText, ...placeholders, ...dateInputs].join('\n')
  })
}
