import type { GridApi } from 'ag-grid-community'
import { BOM, csvField, type CsvCell } from './csv'

/**
 * An ag-grid table as CSV, as the trader sees it (columns shown, in their order, rows filtered and
 * sorted) but with raw values: the grid's formatters are for the screen, not for a spreadsheet.
 * Built from the grid's own APIs rather than its CSV module (a module of its own to register).
 */
export function gridCsv<Row>(api: GridApi<Row>): string {
  const columns = api.getAllDisplayedColumns()
  const lines = [columns.map((c) => csvField(api.getDisplayNameForColumn(c, 'csv'))).join(',')]
  api.forEachNodeAfterFilterAndSort((node) => {
    if (node.group) return
    lines.push(columns.map((c) => csvField(cellOf(api.getCellValue({ rowNode: node, colKey: c })))).join(','))
  })
  return `${BOM}${lines.join('\r\n')}\r\n`
}

function cellOf(value: unknown): CsvCell {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value
  return JSON.stringify(value)
}
