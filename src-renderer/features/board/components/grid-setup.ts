import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  colorSchemeDark,
  colorSchemeLight,
  ColumnApiModule,
  EventApiModule,
  HighlightChangesModule,
  ModuleRegistry,
  PinnedRowModule,
  QuickFilterModule,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  themeQuartz,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community'

/**
 * ag-grid 36 renders a bare grid without modules but silently ignores every feature whose module is
 * missing (a transaction applies 0 rows, a flash never shows), so the board registers exactly what
 * it uses, once, before any grid mounts:
 * - ClientSideRowModel: rows held in the browser;
 * - ClientSideRowModelApi: applyTransaction (the frame applier) and the row-model refresh after a pin;
 * - HighlightChanges: enableCellChangeFlash, for a column with a renderer of its own (the others
 *   flash through the board's own flasher, lib/cell-flash.ts);
 * - CellStyle: cellClass and cellClassRules (the price colours);
 * - Tooltip: headerTooltip (the Vietnamese board terms);
 * - QuickFilter: the board's symbol filter box;
 * - ColumnApi: show/hide columns and apply the saved sort (applyColumnState);
 * - RowApi / ScrollApi: find a symbol's row and scroll to it (type-ahead, linked windows);
 * - RowStyle: getRowClass (pinned and linked rows); PinnedRow: kept for pinned bottom totals later;
 * - EventApi: grid event listeners (the futures board follows rowDataUpdated).
 * - RenderApi: refreshCells, for the futures board's alias, expiry and basis (hooks/use-futures-grid).
 * Sorting, column groups, moving columns by their headers, keyboard navigation and column pinning
 * are part of the core module.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  HighlightChangesModule,
  CellStyleModule,
  TooltipModule,
  QuickFilterModule,
  ColumnApiModule,
  RowApiModule,
  ScrollApiModule,
  RowStyleModule,
  PinnedRowModule,
  EventApiModule,
  RenderApiModule,
])

// Readable warnings for wrong options in development; left out of production builds (the
// condition is a build-time constant, so the module is tree-shaken away).
if (import.meta.env.DEV) ModuleRegistry.registerModules([ValidationModule])

/** Sizes and type shared by both looks: dense rows, as on the boards traders know. */
const boardLayout = {
  headerFontSize: 11,
  headerFontWeight: 600,
  wrapperBorder: false,
  wrapperBorderRadius: 0,
  fontFamily: ['Inter', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  fontSize: 12,
  rowHeight: 24,
  headerHeight: 26,
  spacing: 3,
  cellHorizontalPadding: 4,
}

/** The board's dark look, built once: a new theme object per render would restyle the grid. */
export const boardTheme = themeQuartz.withPart(colorSchemeDark).withParams({
  backgroundColor: '#000000',
  foregroundColor: '#d7dae0',
  chromeBackgroundColor: '#0d0f13',
  headerBackgroundColor: '#0d0f13',
  headerTextColor: '#9aa3b2',
  oddRowBackgroundColor: '#06070a',
  rowHoverColor: '#161a22',
  borderColor: '#222630',
  columnBorder: { color: '#15181f' },
  headerColumnBorder: { color: '#222630' },
  accentColor: '#3b82f6',
  ...boardLayout,
  valueChangeValueHighlightBackgroundColor: 'rgba(255, 255, 255, 0.2)',
})

/** The light look, for daylight offices; price colours are darkened in board.css to stay legible. */
export const boardThemeLight = themeQuartz.withPart(colorSchemeLight).withParams({
  backgroundColor: '#ffffff',
  foregroundColor: '#1f2430',
  chromeBackgroundColor: '#f1f3f6',
  headerBackgroundColor: '#eef1f5',
  headerTextColor: '#4b5563',
  oddRowBackgroundColor: '#f7f8fa',
  rowHoverColor: '#e6eefc',
  borderColor: '#d5d9e0',
  columnBorder: { color: '#e5e8ee' },
  headerColumnBorder: { color: '#d5d9e0' },
  accentColor: '#2563eb',
  ...boardLayout,
  valueChangeValueHighlightBackgroundColor: 'rgba(37, 99, 235, 0.18)',
})

export const boardThemes = { dark: boardTheme, light: boardThemeLight } as const
