const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const one = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export const formatMoney = (n: number): string => money.format(n)
export const formatRatio = (n: number): string => `${two.format(n)}%`
export const formatPoints = (n: number): string => one.format(n)
export const formatSigned = (n: number): string => `${n > 0 ? '+' : ''}${money.format(n)}`
