/** Basket codes of the `index` query of tickerCommons, as the spec lists them. */
export const baskets = [
  { code: 1, name: 'HOSE' },
  { code: 2, name: 'VN30' },
  { code: 3, name: 'HNX' },
  { code: 4, name: 'HNX30' },
  { code: 5, name: 'UPCOM' },
  { code: 10, name: 'Midcap' },
  { code: 11, name: 'VN100' },
  { code: 12, name: 'VNAllShare' },
  { code: 13, name: 'VNSmallCap' },
  { code: 14, name: 'VNXAllShare' },
  { code: 15, name: 'VN50' },
  { code: 16, name: 'VNSI' },
] as const

export type BasketCode = (typeof baskets)[number]['code']
export const basketCodes = baskets.map((b) => b.code) as readonly BasketCode[]

export function isBasketCode(value: number): value is BasketCode {
  return (basketCodes as readonly number[]).includes(value)
}

export function basketName(code: BasketCode): string {
  return baskets.find((b) => b.code === code)?.name ?? String(code)
}
