import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { en, type Strings } from './en'
import { vi } from './vi'

export type Locale = 'vi' | 'en'

/**
 * i18next owns the UI language and its text. The dictionaries stay typed TypeScript objects (en.ts
 * is the shape, vi.ts must match it), registered as i18next's resources; `CustomTypeOptions` below
 * types every key of `t`, so a missing or misspelt key is a compile error, not a blank label.
 * Text with values uses i18next's `{{name}}` interpolation (and `_one`/`_other` plurals).
 * Initialised synchronously (resources are bundled), so the first render already has its text.
 *
 * Components either call `t('area.key')` (`useTranslation()`) or, for a block of labels, take the
 * typed dictionary of the current language from i18next (`useStrings()`); both re-render on a
 * language change.
 */
void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, vi: { translation: vi } },
  lng: 'vi',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

/**
 * The namespaces features add, one per feature (`orders`, `account`, …): each feature's strings.ts
 * adds its dictionary's type here by declaration merging and registers both languages with
 * `registerNamespace`, so the shared i18n code never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureResources {}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Strings } & FeatureResources
  }
}

type Namespace = keyof FeatureResources

export const i18n = i18next

const asLocale = (language: string | undefined): Locale => (language === 'en' ? 'en' : 'vi')

export function setLocale(locale: Locale): void {
  if (i18next.language !== locale) void i18next.changeLanguage(locale)
  document.documentElement.lang = locale
}

/** The dictionary of a language, as i18next holds it. */
export function dictionaryOf(locale: Locale): Strings {
  return i18next.getResourceBundle(locale, 'translation') as Strings
}

export interface FeatureStrings<T> {
  /** The dictionary in the current language; re-renders the caller when the language changes. */
  readonly use: () => T
  /** The same outside React (command titles, read each time they are shown). */
  readonly now: () => T
}

/** Registers a feature's dictionary in both languages as an i18next namespace, and reads it back. */
export function registerNamespace<N extends Namespace>(
  namespace: N,
  byLocale: Readonly<Record<Locale, FeatureResources[N]>>,
): FeatureStrings<FeatureResources[N]> {
  for (const locale of ['en', 'vi'] as const) i18next.addResourceBundle(locale, namespace, byLocale[locale])
  const bundle = (language: string | undefined) =>
    i18next.getResourceBundle(asLocale(language), namespace) as FeatureResources[N]
  return {
    use: function useFeatureStrings() {
      return bundle(useTranslation(namespace).i18n.language)
    },
    now: () => bundle(i18next.language),
  }
}

/** The dictionary of the current UI language; re-renders the caller when the language changes. */
export function useStrings(): Strings {
  const { i18n: instance } = useTranslation()
  return dictionaryOf(asLocale(instance.language))
}
