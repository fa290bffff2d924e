import { colorSchemeDark, colorSchemeLight, themeQuartz } from 'ag-grid-community'

/**
 * The look of every ag-grid in the app (the price board, the screener): dense rows as on the boards
 * traders know, dark and light. Built once: a new theme object per render would restyle the grid.
 */

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
