import { useTranslation } from 'react-i18next'
import { useAccountStrings } from '../strings'

/** Previous / page x of y / next, for the paged account parts. */
export function Pager(props: { pageIndex: number; pages: number; onPage: (page: number) => void }) {
  const t = useAccountStrings()
  const { t: tr } = useTranslation('account')
  return (
    <div className="account-pager">
      <button
        type="button"
        className="account-button"
        disabled={props.pageIndex <= 1}
        onClick={() => props.onPage(props.pageIndex - 1)}
      >
        {t.cash.prev}
      </button>
      <span>{tr('cash.page', { page: props.pageIndex, pages: props.pages })}</span>
      <button
        type="button"
        className="account-button"
        disabled={props.pageIndex >= props.pages}
        onClick={() => props.onPage(props.pageIndex + 1)}
      >
        {t.cash.next}
      </button>
    </div>
  )
}
