import { describe, expect, it } from 'vitest'
import { BOM, exportFileName, toCsv, type CsvColumn } from './csv'
import { csvTargets, registerCsvTarget } from './export-target'

interface Row {
  symbol: string
  name: string
  price: number
  volume: number
  note: string | null
}

const rows: Row[] = [
  { symbol: 'VNM', name: 'Sữa Việt Nam', price: 61.35, volume: 1234500, note: null },
  { symbol: 'FPT', name: 'FPT, "Corp"\nHà Nội', price: 118.2, volume: 0, note: '=HYPERLINK("x")' },
]

const columns = (vi: boolean): CsvColumn<Row>[] => [
  { header: vi ? 'Mã CK' : 'Symbol', value: (r) => r.symbol },
  { header: vi ? 'Tên công ty' : 'Company', value: (r) => r.name },
  { header: vi ? 'Giá' : 'Price', value: (r) => r.price },
  { header: vi ? 'Khối lượng' : 'Volume', value: (r) => r.volume },
  { header: vi ? 'Ghi chú' : 'Note', value: (r) => r.note },
]

describe('CSV export', () => {
  it('starts with a UTF-8 BOM, so Excel shows Vietnamese right, and ends lines with CRLF', () => {
    const csv = toCsv(columns(true), rows)
    expect(csv.startsWith(BOM)).toBe(true)
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
    expect(csv.slice(1).split('\r\n')[0]).toBe('Mã CK,Tên công ty,Giá,Khối lượng,Ghi chú')
  })

  it('writes headers in the UI language and numbers unformatted', () => {
    const lines = toCsv(columns(false), rows).slice(1).split('\r\n')
    expect(lines[0]).toBe('Symbol,Company,Price,Volume,Note')
    expect(lines[1]).toBe('VNM,Sữa Việt Nam,61.35,1234500,')
  })

  it('quotes commas, quotes and line breaks, and defuses a formula', () => {
    const line = toCsv(columns(false), rows).slice(1).split('\r\n')[2]
    expect(line).toBe(`FPT,"FPT, ""Corp""\nHà Nội",118.2,0,"'=HYPERLINK(""x"")"`)
  })

  it('exports each table the window shows, and none once it is gone', () => {
    const stopA = registerCsvTarget({ name: 'portfolio', csv: () => 'a' })
    const stopB = registerCsvTarget({ name: 'matched-trades', csv: () => 'b' })
    expect(csvTargets().map((t) => t.name)).toEqual(['portfolio', 'matched-trades'])
    stopA()
    stopB()
    expect(csvTargets()).toEqual([])
  })

  it('names the file by what and the day', () => {
    expect(exportFileName('board VN30', new Date('2026-11-26T03:00:00Z'))).toBe('board-VN30-2026-11-26.csv')
  })
})
