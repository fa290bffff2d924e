import { hashString } from '../market/prng'

/** Terms of the deposit-rate tables, in months (0 = demand deposits). */
export const terms = [0, 1, 3, 6, 9, 12, 18, 24, 36] as const

/**
 * Online deposit rates of Vietnamese banks, percent a year, early 2026: the four state-owned banks
 * lowest, small joint-stock banks highest. Each bank's curve rises with the term; the seed nudges
 * the figures by at most 0.1 point.
 */
const banks: readonly [code: string, name: string, oneMonth: number, twelveMonths: number][] = [
  ['VCB', 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)', 1.6, 4.6],
  ['BID', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)', 1.7, 4.7],
  ['CTG', 'Ngân hàng TMCP Công Thương Việt Nam (VietinBank)', 1.7, 4.7],
  ['AGRIBANK', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam (Agribank)', 1.6, 4.7],
  ['TCB', 'Ngân hàng TMCP Kỹ Thương Việt Nam (Techcombank)', 3.25, 4.85],
  ['MBB', 'Ngân hàng TMCP Quân Đội (MB)', 3.3, 4.9],
  ['ACB', 'Ngân hàng TMCP Á Châu (ACB)', 3.1, 4.7],
  ['VPB', 'Ngân hàng TMCP Việt Nam Thịnh Vượng (VPBank)', 3.7, 5.3],
  ['HDB', 'Ngân hàng TMCP Phát triển TP.HCM (HDBank)', 3.85, 5.6],
  ['STB', 'Ngân hàng TMCP Sài Gòn Thương Tín (Sacombank)', 3.4, 5.0],
  ['SHB', 'Ngân hàng TMCP Sài Gòn - Hà Nội (SHB)', 3.5, 5.2],
  ['VIB', 'Ngân hàng TMCP Quốc tế Việt Nam (VIB)', 3.7, 5.3],
  ['TPB', 'Ngân hàng TMCP Tiên Phong (TPBank)', 3.7, 5.2],
  ['LPB', 'Ngân hàng TMCP Lộc Phát Việt Nam (LPBank)', 3.6, 5.3],
  ['MSB', 'Ngân hàng TMCP Hàng Hải Việt Nam (MSB)', 3.9, 5.6],
  ['OCB', 'Ngân hàng TMCP Phương Đông (OCB)', 3.9, 5.4],
  ['NAB', 'Ngân hàng TMCP Nam Á (Nam A Bank)', 4.1, 5.7],
  ['BVB', 'Ngân hàng TMCP Bản Việt (BVBank)', 4.1, 5.8],
  ['KLB', 'Ngân hàng TMCP Kiên Long (KienlongBank)', 3.9, 5.6],
  ['ABB', 'Ngân hàng TMCP An Bình (ABBANK)', 3.2, 5.6],
]

export function bankRates(seed: number, nowMs: number) {
  return {
    updated_at: nowMs,
    bank_interest_rates: banks.map(([bank_code, bank_name, m1, m12]) => {
      const nudge = (hashString(`${seed}:rates:${bank_code}`) / 4294967296 - 0.5) * 0.2
      const at = (term: number): number => {
        if (term === 0) return 0.1
        if (term <= 12) return m1 + ((m12 - m1) * Math.log(term)) / Math.log(12) + nudge
        return m12 + 0.2 * Math.log2(term / 12) + nudge
      }
      return {
        bank_code,
        bank_name,
        rates: terms.map((term_months) => ({ term_months, rate: Math.round(at(term_months) * 100) / 100 })),
      }
    }),
  }
}
