import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  EventApiModule,
  HighlightChangesModule,
  LocaleModule,
  ModuleRegistry,
  PinnedRowModule,
  QuickFilterModule,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
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
 * - Locale: localeText, the grid's own overlay words in the UI's language instead of English.
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
  LocaleModule,
])

// Readable warnings for wrong options in development; left out of production builds (the
// condition is a build-time constant, so the module is tree-shaken away).
if (import.meta.env.DEV) ModuleRegistry.registerModules([ValidationModule])

export { boardTheme, boardThemeLight, boardThemes } from '../../../lib/grid-themes'
