import type { RefObject, SyntheticEvent } from 'react'

export interface SymbolFieldProps {
  /** The window's class prefix (`chart`, `rd`): each window styles the field its own way. */
  readonly classPrefix: string
  readonly formClassName?: string
  readonly label: string
  readonly hint: string
  readonly draft: string
  readonly onDraft: (draft: string) => void
  readonly error: string | null
  readonly onSubmit: (e: SyntheticEvent) => void
  /** React 19 passes `ref` to function components as a prop. */
  readonly ref: RefObject<HTMLInputElement | null>
}

/** The symbol field of a one-symbol window (chart, detail): typed in capitals, refused in words. */
export function SymbolField({
  classPrefix: p,
  formClassName,
  label,
  hint,
  draft,
  onDraft,
  error,
  onSubmit,
  ref,
}: SymbolFieldProps) {
  return (
    <form onSubmit={onSubmit} {...(formClassName ? { className: formClassName } : {})}>
      <label>
        <span className={`${p}-label`}>{label}</span>
        <input
          ref={ref}
          className={`${p}-symbol`}
          value={draft}
          aria-label={label}
          title={hint}
          spellCheck={false}
          onChange={(e) => onDraft(e.target.value.toUpperCase())}
        />
      </label>
      {error !== null && (
        <span className={`${p}-error`} role="alert">
          {error}
        </span>
      )}
    </form>
  )
}
