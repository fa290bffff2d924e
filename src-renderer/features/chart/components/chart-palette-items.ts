import type { ChartArrangement, ChartLayout, StudyKind } from '../../../../src-shared/bridge/contract'
import type { PaletteItem } from '../../../lib/commands/palette-search'
import { studyKinds } from '../lib/studies/study-config'
import type { ChartStrings } from '../strings'
import type { ChartRequest } from './symbol-chart'

export interface ChartPaletteActions {
  readonly request: (action: ChartRequest['action']) => void
  readonly addStudy: (kind: StudyKind) => void
  readonly arrange: (arrangement: ChartArrangement) => void
  readonly toggleOneSymbol: () => void
}

/** The chart window's palette (Ctrl+K): the active chart's studies and lines, and the layout. */
export function chartPaletteItems(
  t: ChartStrings,
  layout: ChartLayout,
  act: ChartPaletteActions,
): PaletteItem[] {
  return [
    {
      id: 'chart:studies',
      title: t.palette.studies,
      group: 'panel',
      keywords: 'studies indicators chi bao menu',
      shortcut: 'S',
      run: () => act.request('menu'),
    },
    ...studyKinds.map((kind): PaletteItem => ({
      id: `chart:add:${kind}`,
      title: `${t.palette.add} ${t.studies.names[kind]}`,
      group: 'panel',
      keywords: `${kind} study indicator chi bao`,
      run: () => act.addStudy(kind),
    })),
    {
      id: 'chart:level',
      title: t.palette.level,
      group: 'panel',
      keywords: 'level horizontal line nguong duong ngang',
      shortcut: 'H',
      run: () => act.request('level'),
    },
    {
      id: 'chart:trend',
      title: t.palette.trend,
      group: 'panel',
      keywords: 'trend line xu huong',
      shortcut: 'T',
      run: () => act.request('trend'),
    },
    {
      id: 'chart:alert',
      title: t.palette.alert,
      group: 'panel',
      keywords: 'alert price level canh bao gia nguong',
      shortcut: 'A',
      run: () => act.request('alert'),
    },
    ...(['1', '2', '4'] as const).map((arrangement): PaletteItem => ({
      id: `chart:arrange:${arrangement}`,
      title: `${t.palette.layout} ${arrangement}`,
      group: 'window',
      keywords: 'layout charts bo cuc',
      disabled: layout.arrangement === arrangement,
      run: () => act.arrange(arrangement),
    })),
    {
      id: 'chart:one-symbol',
      title: t.palette.oneSymbol,
      group: 'window',
      keywords: 'one symbol four widths mot ma bon khung',
      shortcut: 'Shift+L',
      run: act.toggleOneSymbol,
    },
  ]
}
