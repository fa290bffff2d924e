/** The key that does a list row's action, shown on its button (the button's name stays its words). */
export function ListKey({ children }: { readonly children: string }) {
  return (
    <kbd className="list-key" aria-hidden="true">
      {children}
    </kbd>
  )
}
