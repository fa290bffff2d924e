import { linkGroups, type LinkGroup } from '../../src-shared/bridge/contract'
import { useStrings } from '../i18n/strings'

/** The colour group a window is linked by (boards, news): none or one of the four colours. */
export function LinkGroupSelect(props: {
  readonly value: LinkGroup | null
  readonly onChange: (group: LinkGroup | null) => void
  readonly className: string
  readonly testId: string
  readonly title?: string
}) {
  const w = useStrings().workspace
  return (
    <select
      className={props.className}
      aria-label={w.link}
      data-testid={props.testId}
      value={props.value ?? ''}
      {...(props.title === undefined ? {} : { title: props.title })}
      onChange={(e) => props.onChange((e.target.value || null) as LinkGroup | null)}
    >
      <option value="">{w.linkNone}</option>
      {linkGroups.map((g) => (
        <option key={g} value={g}>
          {w.link}: {w.linkGroups[g]}
        </option>
      ))}
    </select>
  )
}
