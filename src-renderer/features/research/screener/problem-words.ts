import type { TFunction } from 'i18next'
import type { FormProblem } from './screen-form'
import type { ScreenerStrings } from './strings'

/** A form problem in the user's language, naming the field as the form labels it. */
export function problemWords(problem: FormProblem, t: TFunction<'screener'>, s: ScreenerStrings): string {
  switch (problem.kind) {
    case 'windowAndDate':
      return t('problems.windowAndDate')
    case 'badNumber':
      return t('problems.badNumber', { field: s.fields[problem.field], value: problem.value })
    case 'twice':
      return t('problems.twice', {
        field: s.fields[problem.field],
        op: problem.op === 'gt' ? s.above : s.below,
      })
    case 'emptyRange':
      return t('problems.emptyRange', { field: s.fields[problem.field] })
    case 'badIndex':
      return t('problems.badIndex', { value: problem.value })
    case 'badSector':
      return t('problems.badSector', { value: problem.value })
    case 'badDate':
      return t('problems.badDate', { value: problem.value })
  }
}
