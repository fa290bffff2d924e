import { z } from 'zod'
import { bankRates } from '../../state/research/bank-rates'
import { calendarEvents, economies } from '../../state/research/economic-calendar'
import { indicators, indexOf, latestIndex, periodPattern, series } from '../../state/research/macro'
import { newsFeed, newsTopics } from '../../state/research/news'
import { csv, intParam, isoDate, oneOf, pageOf, paging } from './query-kit'
import { badParameter, notFound, route } from './route-kit'

const DAY = 86_400_000
const epochDay = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY)

export const infoRoutes = [
  route({
    path: '/market/market-news',
    summary:
      'News, newest first: Vietnamese title and summary with English ones; filter topic, and symbol with topic=stock; paged',
    query: z.strictObject({
      topic: oneOf('topic', newsTopics).optional(),
      symbol: z.string().min(1).max(20).optional(),
      ...paging,
    }),
    handler: ({ world, query }) => {
      if (query.symbol !== undefined && query.topic !== 'stock')
        return badParameter('symbol is only allowed with topic=stock')
      const now = world.clock.now()
      const symbol = query.symbol?.toUpperCase()
      if (symbol !== undefined && world.market.ticker(symbol) === undefined)
        return notFound(`no stock ${symbol}`)
      const items = newsFeed(world.config.seed, world.config.startMs).filter(
        (n) =>
          n.published_at <= now &&
          (query.topic === undefined || n.topic === query.topic) &&
          (symbol === undefined || n.symbols.includes(symbol)),
      )
      return { data: pageOf(items, query) }
    },
  }),
  route({
    path: '/market/market-news/{id}',
    summary: 'One news item with its body',
    query: z.strictObject({}),
    handler: ({ world, params }) => {
      const item = newsFeed(world.config.seed, world.config.startMs).find(
        (n) => n.id === params.id && n.published_at <= world.clock.now(),
      )
      if (item === undefined)
        return { status: 404, code: 'NEWS_NOT_FOUND', message: `no news item ${params.id ?? ''}` }
      return {
        data: {
          ...item,
          content: `${item.summary}\n\nThông tin chi tiết được ${item.source} đăng tải. Nội dung chỉ mang tính tham khảo, không phải khuyến nghị đầu tư.`,
          content_en: `${item.summary_en}\n\nFull story published by ${item.source}. For information only, not investment advice.`,
        },
      }
    },
  }),
  route({
    path: '/market/macro/indicators',
    summary:
      'Macro indicator catalog: id, names, unit, frequency (yearly yyyy, quarterly yyyy-Qn, monthly yyyy-MM), latest period',
    query: z.strictObject({}),
    handler: ({ world }) => ({
      data: {
        items: indicators.map((i) => ({
          id: i.id,
          name: i.name,
          name_en: i.name_en,
          unit: i.unit,
          frequency: i.frequency,
          latest_period:
            series(
              i,
              world.config.seed,
              latestIndex(i.frequency, world.clock.now()),
              latestIndex(i.frequency, world.clock.now()),
              Infinity,
            )[0]?.period ?? null,
        })),
      },
    }),
  }),
  route({
    path: '/market/macro/indicators/{indicator}',
    summary:
      "One indicator's values, oldest first; from/to periods in its own format (default the last 12 periods)",
    query: z.strictObject({
      from: z.string().min(4).max(7).optional(),
      to: z.string().min(4).max(7).optional(),
    }),
    handler: ({ world, params, query }) => {
      const ind = indicators.find((i) => i.id === params.indicator)
      if (ind === undefined)
        return { status: 404, code: 'INDICATOR_NOT_FOUND', message: `no indicator ${params.indicator ?? ''}` }
      const pattern = periodPattern[ind.frequency]
      const format = { yearly: 'yyyy', quarterly: 'yyyy-Qn', monthly: 'yyyy-MM' }[ind.frequency]
      for (const [name, v] of [
        ['from', query.from],
        ['to', query.to],
      ] as const) {
        if (v !== undefined && !pattern.test(v))
          return badParameter(`${name}: ${ind.id} is ${ind.frequency}, periods are ${format}`)
      }
      const latest = latestIndex(ind.frequency, world.clock.now())
      const to = query.to === undefined ? latest : indexOf(ind.frequency, query.to)
      const from = query.from === undefined ? to - 11 : indexOf(ind.frequency, query.from)
      if (from > to) return badParameter('from must not be after to')
      if (to - from > 400) return badParameter('at most 400 periods at once')
      return {
        data: {
          indicator: ind.id,
          name: ind.name,
          name_en: ind.name_en,
          unit: ind.unit,
          frequency: ind.frequency,
          values: series(ind, world.config.seed, latest, from, to),
        },
      }
    },
  }),
  route({
    path: '/market/calendar',
    summary:
      'Economic calendar of six economies (US, EU, CN, JP, GB, VN); from/to yyyy-MM-dd (default this week, at most 93 days); country, importance (minimum); values are unit-free numeric strings with `unit`; paged',
    query: z.strictObject({
      from: isoDate('from').optional(),
      to: isoDate('to').optional(),
      country: csv.optional(),
      importance: intParam('importance', 1, 3).optional(),
      ...paging,
    }),
    handler: ({ world, query }) => {
      const now = world.clock.now()
      const today = Math.floor(now / DAY)
      const monday = today - ((new Date(now).getUTCDay() + 6) % 7)
      const from = query.from === undefined ? monday : epochDay(query.from)
      const to = query.to === undefined ? from + 6 : epochDay(query.to)
      if (from > to) return badParameter('from must not be after to')
      if (to - from > 92) return badParameter('at most 93 days at once')
      const countries = query.country?.map((c) => c.toUpperCase())
      const unknown = countries?.filter((c) => !(economies as readonly string[]).includes(c)) ?? []
      if (unknown.length > 0)
        return badParameter(`country: unknown ${unknown.join(', ')}; one of ${economies.join(', ')}`)
      const events = calendarEvents(world.config.seed, now, from, to).filter(
        (e) =>
          (countries === undefined || countries.includes(e.country)) &&
          e.importance >= (query.importance ?? 1),
      )
      return { data: pageOf(events, query) }
    },
  }),
  route({
    path: '/market/financial-data/bank-interest-rates',
    summary:
      'Deposit rates by bank: data.bank_interest_rates[] = {bank_code, bank_name, rates: [{term_months, rate}]}, percent a year',
    query: z.strictObject({}),
    handler: ({ world }) => ({ data: bankRates(world.config.seed, world.clock.now()) }),
  }),
]
