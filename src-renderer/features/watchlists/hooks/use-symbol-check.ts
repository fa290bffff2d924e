import { useEffect, useState } from 'react'
import { findUnknownSymbols } from '../lib/find-unknown'

export type SymbolCheck =
  | { readonly state: 'idle' | 'checking' | 'failed'; readonly key: string }
  | { readonly state: 'done'; readonly key: string; readonly unknown: readonly string[] }

/** How long typing pauses before the symbols are checked, so each keystroke does not ask. */
const settleMs = 400

/** The market's verdict on the symbols as they are typed (issue 15). */
export function useSymbolCheck(symbols: readonly string[]): SymbolCheck {
  const key = symbols.join(',')
  const [check, setCheck] = useState<SymbolCheck>({ state: 'idle', key: '' })
  useEffect(() => {
    if (key === '') return
    let current = true
    const timer = setTimeout(() => {
      setCheck({ state: 'checking', key })
      void findUnknownSymbols(key.split(',')).then((unknown) => {
        if (!current) return
        setCheck(unknown === null ? { state: 'failed', key } : { state: 'done', key, unknown })
      })
    }, settleMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key])
  return check.key === key ? check : { state: key === '' ? 'idle' : 'checking', key }
}
