import { createContext, useCallback, useContext, useEffect, useState, type RefObject } from 'react'
import type { DetailSection } from '../../../../src-shared/research/detail-reads'

const SectionShown = createContext(true)

/** Wraps a section's parts: their reads are enabled only while it is shown. */
export const SectionShownProvider = SectionShown.Provider

/**
 * Whether the detail section around the caller is on screen: its queries' `enabled` (react-query's
 * way of holding a read back). A hidden section reads nothing, neither its first answer nor its
 * polls, and shows the last answer it had for the symbol. True outside any section (the header).
 */
export const useSectionShown = (): boolean => useContext(SectionShown)

/**
 * The sections on screen, as an IntersectionObserver sees them (more than a sliver of a section
 * in the window's viewport; a loading section keeps about its final height, detail-sections.css). Before the observer's first report only `first` counts as shown, so a window
 * opens reading its top section and nothing below the fold. `reveal` counts one as shown at once
 * (the keys 1–6 scroll to it); the observer then keeps the set true to the screen.
 */
export function useShownSections(
  elements: RefObject<ReadonlyMap<DetailSection, HTMLElement>>,
  first: DetailSection,
  /** Changes when the sections are mounted again (an unknown symbol hides them all). */
  layout: unknown,
): { shown: ReadonlySet<DetailSection>; reveal: (id: DetailSection) => void } {
  const [shown, setShown] = useState<ReadonlySet<DetailSection>>(() => new Set([first]))

  useEffect(() => {
    const map = elements.current
    if (typeof IntersectionObserver === 'undefined') return
    const idOf = new Map<Element, DetailSection>([...map].map(([id, el]) => [el, id]))
    const observer = new IntersectionObserver(
      (entries) => {
        setShown((before) => {
          const next = new Set(before)
          for (const entry of entries) {
            const id = idOf.get(entry.target)
            if (id === undefined) continue
            if (entry.isIntersecting) next.add(id)
            else next.delete(id)
          }
          return sameSet(before, next) ? before : next
        })
      },
      // A section whose top only peeks above the window's bottom edge is not shown yet.
      { rootMargin: `0px 0px -${peekPx}px 0px` },
    )
    for (const el of idOf.keys()) observer.observe(el)
    return () => observer.disconnect()
  }, [elements, layout])

  const reveal = useCallback((id: DetailSection) => {
    setShown((before) => (before.has(id) ? before : new Set([...before, id])))
  }, [])

  return { shown, reveal }
}

/** How much of a section must be on screen before it reads. */
const peekPx = 48

const sameSet = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>) =>
  a.size === b.size && [...a].every((x) => b.has(x))
