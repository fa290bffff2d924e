import { registerNamespace } from '../../../i18n/strings'

/** The economic calendar's text, English and Vietnamese. */
const en = {
  title: 'Economic calendar',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  keysHint: 'PageUp / PageDown change the week',
  economies: 'Economies',
  economyNames: {
    VN: 'Vietnam',
    US: 'United States',
    CN: 'China',
    EU: 'Euro area',
    JP: 'Japan',
    GB: 'United Kingdom',
  },
  importance: 'Importance',
  importanceLevels: { 1: 'All', 2: 'Medium and high', 3: 'High only' },
  time: 'Time',
  economy: 'Economy',
  event: 'Release',
  actual: 'Actual',
  consensus: 'Consensus',
  forecast: 'Forecast',
  previous: 'Previous',
  today: 'Today',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  none: 'No releases',
  count: 'releases',
  better: 'Better than expected',
  worse: 'Worse than expected',
  inline: 'As expected',
  pending: 'Not released yet',
  note: 'Vietnam time (UTC+7) · green better, red worse than the consensus (for unemployment and inflation, lower is better)',
  commands: { open: 'Open the economic calendar' },
}
export type EconomyStrings = typeof en

const vi: EconomyStrings = {
  title: 'Lịch kinh tế',
  previousWeek: 'Tuần trước',
  nextWeek: 'Tuần sau',
  thisWeek: 'Tuần này',
  keysHint: 'PageUp / PageDown đổi tuần',
  economies: 'Nền kinh tế',
  economyNames: {
    VN: 'Việt Nam',
    US: 'Hoa Kỳ',
    CN: 'Trung Quốc',
    EU: 'Khu vực đồng euro',
    JP: 'Nhật Bản',
    GB: 'Anh',
  },
  importance: 'Mức quan trọng',
  importanceLevels: { 1: 'Tất cả', 2: 'Trung bình và cao', 3: 'Chỉ mức cao' },
  time: 'Giờ',
  economy: 'Nền KT',
  event: 'Chỉ số công bố',
  actual: 'Thực tế',
  consensus: 'Đồng thuận',
  forecast: 'Dự báo',
  previous: 'Kỳ trước',
  today: 'Hôm nay',
  weekdays: ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'],
  none: 'Không có công bố',
  count: 'công bố',
  better: 'Tốt hơn kỳ vọng',
  worse: 'Kém hơn kỳ vọng',
  inline: 'Đúng kỳ vọng',
  pending: 'Chưa công bố',
  note: 'Giờ Việt Nam (UTC+7) · xanh tốt hơn, đỏ kém hơn mức đồng thuận (thất nghiệp và lạm phát: thấp hơn là tốt hơn)',
  commands: { open: 'Mở lịch kinh tế' },
}

declare module '../../../i18n/strings' {
  interface FeatureResources {
    researchEconomy: EconomyStrings
  }
}

export const { use: useEconomyStrings, now: economyStringsNow } = registerNamespace('researchEconomy', {
  en,
  vi,
})
