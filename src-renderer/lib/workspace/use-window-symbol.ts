import { useState, type SyntheticEvent } from 'react'
import { symbolSchema, type LinkGroup } from '../../../src-shared/bridge/contract'
import { useUrlLinkGroup } from './use-url-link-group'

function symbolFrom(params: URLSearchParams, fallback: string): string {
  const parsed = symbolSchema.safeParse(params.get('symbol')?.toUpperCase())
  return parsed.success ? parsed.data : fallback
}

/**
 * The symbol of a one-symbol window (chart, symbol detail) opened as `?symbol=FPT&link=red`: taken
 * from the URL, joined to the colour group the URL names (on the first load only; the user may
 * unlink), replaced by a symbol selected in a linked window, and set from the window's own symbol
 * field (`submit`), which sends it to the linked windows. `submit` answers whether the draft was a
 * symbol; otherwise `draftError` holds `badSymbol`.
 */
export function useWindowSymbol(
  params: URLSearchParams,
  windowKey: string,
  options: { fallback: string; badSymbol: string },
): {
  symbol: string
  draft: string
  setDraft: (draft: string) => void
  draftError: string | null
  submit: (e: SyntheticEvent) => boolean
  group: LinkGroup | null
} {
  const [symbol, setSymbol] = useState(() => symbolFrom(params, options.fallback))
  const [draft, setDraft] = useState(symbol)
  const [draftError, setDraftError] = useState<string | null>(null)
  const { group, select } = useUrlLinkGroup(params, windowKey, (linked) => {
    setSymbol(linked)
    setDraft(linked)
  })
  const submit = (e: SyntheticEvent): boolean => {
    e.preventDefault()
    const parsed = symbolSchema.safeParse(draft.trim().toUpperCase())
    if (!parsed.success) {
      setDraftError(options.badSymbol)
      return false
    }
    setDraftError(null)
    setSymbol(parsed.data)
    setDraft(parsed.data)
    select(parsed.data)
    return true
  }
  return { symbol, draft, setDraft, draftError, submit, group }
}
