import { Component, type ReactNode } from 'react'

/** Its own words, chosen by the page's language, so the boundary needs nothing that may have failed. */
const words = {
  vi: {
    title: 'Cửa sổ này gặp lỗi và đã dừng hiển thị.',
    detail: 'Lệnh và cài đặt do ứng dụng giữ, không mất theo cửa sổ.',
    retry: 'Thử lại',
    reload: 'Tải lại cửa sổ',
  },
  en: {
    title: 'This window ran into a problem and stopped drawing.',
    detail: 'Orders and settings are kept by the app, not by the window.',
    retry: 'Try again',
    reload: 'Reload window',
  },
} as const

/**
 * Catches a render error anywhere below it, so a fault in one panel leaves a way back instead of a
 * blank window: try the same view again, or reload the window (which subscribes afresh). React
 * itself reports the caught error to the console.
 */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override render(): ReactNode {
    const { error } = this.state
    if (error === null) return this.props.children
    const t = document.documentElement.lang === 'en' ? words.en : words.vi
    return (
      <div className="board-empty" role="alert" data-testid="render-error">
        <p>{t.title}</p>
        <p>{t.detail}</p>
        <p>
          <code>{error.message}</code>
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => this.setState({ error: null })}
        >
          {t.retry}
        </button>{' '}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </div>
    )
  }
}
