import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { BridgeError } from '../../src-shared/bridge/errors'
import { BridgeCallError } from '../lib/bridge/query'
import { en } from './en'
import { i18n } from './strings'

type ErrorKey = Pick<BridgeError, 'kind' | 'code'>
type KnownCode = keyof typeof en.errors.codes

const isKnownCode = (code: string): code is KnownCode => Object.hasOwn(en.errors.codes, code)

/**
 * What the user reads about a core error, in the UI language: the dictionary's words for its code
 * when there are some, else for its kind (every kind has words). The core's own message, English or
 * the broker's, is only ever a detail (a tooltip), never the sentence the user reads.
 */
function wordsWith(t: TFunction, error: ErrorKey): string {
  return isKnownCode(error.code) ? t(`errors.codes.${error.code}`) : t(`errors.kinds.${error.kind}`)
}

export const errorWords = (error: ErrorKey): string => wordsWith(i18n.t, error)

/**
 * Words for a bare error code (an order outcome carries its code without a kind): a known code's own
 * words, an `http-NNN` code by the kind its status means; null when the code says nothing we can word.
 */
export function codeWords(code: string): string | null {
  if (isKnownCode(code)) return i18n.t(`errors.codes.${code}`)
  const status = /^http-(\d{3})$/.exec(code)?.[1]
  if (status === undefined) return null
  const kind = status === '429' ? 'rate-limited' : status.startsWith('5') ? 'server' : 'validation'
  return i18n.t(`errors.kinds.${kind}`)
}

/** The bridge error a react-query failure carries; anything else counts as an internal error. */
export const bridgeErrorOf = (err: unknown): ErrorKey =>
  err instanceof BridgeCallError ? err.bridgeError : { kind: 'internal', code: 'unexpected' }

/** `errorWords` for a component: re-renders it when the language changes. */
export function useErrorWords(): (error: ErrorKey) => string {
  const { t } = useTranslation()
  return useCallback((error: ErrorKey) => wordsWith(t, error), [t])
}
