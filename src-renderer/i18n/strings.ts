import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { en, type Strings } from './en'
import { vi } from './vi'

export type Locale = 'vi' | 'en'

/**
 * UI language through i18next: it holds the current language, tells react-i18next's hooks to
 * re-render on a change, and carries the two dictionaries. Components take the whole typed
 * dictionary of the current language (`useStrings`) rather than string keys, so a missing or
 * misspelt key is a compile error, not a blank label. Initialised synchronously (resources are
 * bundled), so the first render already has its text.
 */
void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, vi: { translation: vi } },
  lng: 'vi',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
})

export const dictionaries: Readonly<Record<Locale, Strings>> = { en, vi }

export function currentLocale(): Locale {
  return i18next.language === 'en' ? 'en' : 'vi'
}

export function setLocale(locale: Locale): void {
  if (i18next.language !== locale) void i18next.changeLanguage(locale)
  document.documentElement.lang = locale
}

/** The dictionary of the current UI language; re-renders the caller when the language changes. */
export function useStrings(): Strings {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : vi
}

/** The current language, for Intl formatters (numbers and dates in the chosen locale). */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'en' : 'vi'
}

/** Outside React (module-level constants): English, as before the language setting existed. */
export const strings: Strings = en

/** Vietnamese board vocabulary, shown beside English labels whatever the UI language. */
export const boardTermsVi: Strings['board'] = vi.board
