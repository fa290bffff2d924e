/**
 * Price-to-earnings at the listing's price level and net margin (net profit over net revenue; for a
 * bank over total operating income) of the VN30 companies, rounded from their 2024–2025 results.
 * With the share counts they fix each company's size: FPT's net revenue comes out near 63 trillion
 * VND a year (about 16 a quarter), VCB's profit near 34. Other companies draw both in plain ranges.
 */
export const companyAnchors: Readonly<Record<string, readonly [pe: number, netMargin: number]>> = {
  ACB: [7, 0.4],
  BID: [12, 0.33],
  CTG: [8, 0.36],
  DGC: [12, 0.3],
  FPT: [18, 0.15],
  GAS: [15, 0.11],
  GVR: [24, 0.18],
  HDB: [6, 0.42],
  HPG: [17, 0.086],
  LPB: [11, 0.45],
  MBB: [7, 0.4],
  MSN: [40, 0.03],
  MWG: [30, 0.028],
  PLX: [17, 0.011],
  SAB: [14, 0.15],
  SHB: [6, 0.38],
  SSB: [8, 0.4],
  SSI: [22, 0.36],
  STB: [8, 0.3],
  TCB: [10, 0.45],
  TPB: [6, 0.35],
  VCB: [16, 0.48],
  VHM: [13, 0.31],
  VIB: [7, 0.35],
  VIC: [60, 0.05],
  VJC: [50, 0.03],
  VNM: [14, 0.155],
  VPB: [10, 0.3],
  VPL: [50, 0.3],
  VRE: [15, 0.46],
}
