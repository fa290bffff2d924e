import type { BridgeError } from '../../../src-shared/bridge/errors'
import type { ProblemKey } from '../../../src-shared/market/order-checks'
import { i18n, registerNamespace } from '../../i18n/strings'
import { formatInteger, formatThousands } from '../numbers'

/**
 * The sentences of the order checks (src-shared/market/order-checks.ts), English and Vietnamese:
 * the ticket's `trading:checks.*` and the core's refusals that carry a check (`BridgeError.problem`,
 * e.g. a stop whose order the exchange would refuse) read the same words. Namespace `orderChecks`.
 */
const en = {
  notPositive: 'The quantity must be a whole number of at least 1 share.',
  oddLotNotLo: 'Odd lots (1–{{max}} shares) can only be limit (LO) orders.',
  notBoardLot: 'From 100 shares up the quantity must be whole lots of {{lot}}.',
  tooLarge: 'At most {{max}} shares per order.',
  priceMissing: 'Type a price for a limit order.',
  outsideBand: 'Price {{price}} is outside today’s band: floor {{floor}}, ceiling {{ceiling}}.',
  offTick: 'Price {{price}} is not on the {{exchange}} price step of {{tick}} VND.',
  typeNotOnExchange: '{{exchange}} has no {{type}} orders.',
  marketClosed: '{{exchange}} takes no orders now.',
  typeNotInSession: '{{exchange}} does not take {{type}} orders in this session (now: {{allowed}}).',
  buyingPower: 'Not enough buying power: the order needs {{need}} VND, {{power}} VND is available.',
  sellable: 'Only {{sellable}} shares can be sold now (shares bought today arrive on T+2).',
  unchanged: 'Change the price or the quantity.',
  priceAndQuantity: 'One change at a time: the price or the quantity, not both.',
  partlyMatchedPrice: 'The price of a partly matched order cannot be changed.',
  belowMatched: 'The new quantity must stay above the {{matched}} shares already matched.',
  lotClassChange: 'A change cannot move an order between odd and whole lots.',
} satisfies Record<ProblemKey, string>

type OrderCheckStrings = typeof en

const vi: OrderCheckStrings = {
  notPositive: 'Khối lượng phải là số nguyên từ 1 cổ phiếu.',
  oddLotNotLo: 'Lô lẻ (1–{{max}} cổ phiếu) chỉ đặt được lệnh giới hạn (LO).',
  notBoardLot: 'Từ 100 cổ phiếu trở lên khối lượng phải là bội số của {{lot}}.',
  tooLarge: 'Tối đa {{max}} cổ phiếu mỗi lệnh.',
  priceMissing: 'Nhập giá cho lệnh giới hạn.',
  outsideBand: 'Giá {{price}} ngoài biên độ hôm nay: sàn {{floor}}, trần {{ceiling}}.',
  offTick: 'Giá {{price}} không đúng bước giá {{tick}} đ của {{exchange}}.',
  typeNotOnExchange: '{{exchange}} không có lệnh {{type}}.',
  marketClosed: '{{exchange}} hiện không nhận lệnh.',
  typeNotInSession: '{{exchange}} không nhận lệnh {{type}} trong phiên này (hiện nhận: {{allowed}}).',
  buyingPower: 'Không đủ sức mua: lệnh cần {{need}} đ, sức mua còn {{power}} đ.',
  sellable: 'Chỉ bán được {{sellable}} cổ phiếu lúc này (cổ phiếu mua hôm nay về T+2).',
  unchanged: 'Hãy đổi giá hoặc khối lượng.',
  priceAndQuantity: 'Mỗi lần chỉ sửa giá hoặc khối lượng, không sửa cả hai.',
  partlyMatchedPrice: 'Không sửa được giá của lệnh đã khớp một phần.',
  belowMatched: 'Khối lượng mới phải lớn hơn {{matched}} cổ phiếu đã khớp.',
  lotClassChange: 'Không sửa lệnh từ lô lẻ sang lô chẵn hoặc ngược lại.',
}

export const orderCheckWords = { en, vi } as const

declare module '../../i18n/strings' {
  interface FeatureResources {
    orderChecks: OrderCheckStrings
  }
}

registerNamespace('orderChecks', { en, vi })

const isProblemKey = (key: string): key is ProblemKey => Object.hasOwn(en, key)

/** Prices in the board's unit, quantities and money grouped: the words the checks interpolate. */
export function checkValues(values: Readonly<Record<string, string | number>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') out[key] = value
    else if (key === 'price' || key === 'floor' || key === 'ceiling') out[key] = formatThousands(value)
    else out[key] = formatInteger(value)
  }
  return out
}

/** A check's sentence in the UI's language; null for a key this app does not know. */
export function orderCheckText(problem: NonNullable<BridgeError['problem']>): string | null {
  if (!isProblemKey(problem.key)) return null
  return i18n.getFixedT(null, 'orderChecks')(problem.key, { replace: checkValues(problem.values) })
}
