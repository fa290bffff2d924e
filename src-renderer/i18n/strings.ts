import { en, type Strings } from './en'
import { vi } from './vi'

/**
 * The active UI language. Fixed to English until the i18n library and the language setting land;
 * components read `strings`, never a language file directly, so switching is one change here.
 */
export const strings: Strings = en

/** Vietnamese board vocabulary, shown beside English labels whatever the UI language. */
export const boardTermsVi: Strings['board'] = vi.board
