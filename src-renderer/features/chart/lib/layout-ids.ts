/**
 * The saved chart setup of the symbol-detail window: its one chart's width and studies. A module of
 * its own so that the app shell can name it without loading the chart's code (a chunk of its own).
 */
export const detailChartLayoutId = 'detail'
