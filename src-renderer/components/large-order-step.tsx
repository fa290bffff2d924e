/**
 * The large-order confirmation step of a form that sets or changes a held order (the stop's Edit
 * form, a holding's take-profit / stop-loss): what is being confirmed and which keys answer. The
 * form owns the keys (Enter submits it confirmed, Esc goes back), so this is only the words, shown
 * as an alert so a screen reader hears the question when it appears.
 */
export function LargeOrderStep({
  title,
  hint,
  testId,
  className,
}: {
  readonly title: string
  readonly hint: string
  readonly testId: string
  readonly className: string
}) {
  return (
    <p className={className} role="alert" data-testid={testId}>
      <strong>{title}</strong> <span>{hint}</span>
    </p>
  )
}
