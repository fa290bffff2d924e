import type { ServerResponse } from 'node:http'
import { newNonce } from '../core/security/csp'
import { baseHeaders } from './responses'

/**
 * The pages a person may land on when the shell cannot let them in: a window whose session ended
 * (the app was restarted, so its cookie names a session this process never opened) and a launch
 * link that was already used. They say what happened and how to get back, in English and
 * Vietnamese, since the renderer's language setting is out of reach without a session.
 */

interface Notice {
  readonly title: string
  readonly en: readonly string[]
  readonly vi: readonly string[]
}

export type NoticeKind = 'session-ended' | 'link-spent' | 'link-invalid'

const notices: Readonly<Record<NoticeKind, Notice>> = {
  'session-ended': {
    title: 'Workstation restarted · Ứng dụng đã khởi động lại',
    en: [
      'The workstation was restarted or stopped, so this window is no longer connected to it. Your settings, watchlists and windows are kept.',
      'To reopen it: close this window and start the app again (npm start). It opens a new window by itself. If you run it with --no-open, open the new one-time link it printed.',
    ],
    vi: [
      'Ứng dụng đã được khởi động lại hoặc đã dừng, nên cửa sổ này không còn kết nối. Cài đặt, danh mục theo dõi và các cửa sổ của bạn vẫn được giữ nguyên.',
      'Để mở lại: đóng cửa sổ này và chạy lại ứng dụng (npm start); ứng dụng sẽ tự mở cửa sổ mới. Nếu chạy với --no-open, hãy mở đường dẫn dùng một lần mới mà ứng dụng đã in ra.',
    ],
  },
  'link-spent': {
    title: 'Link already used · Đường dẫn đã được dùng',
    en: [
      'This launch link opens the workstation once, and it was already used.',
      'If the workstation is open in another window, use that window. Otherwise start the app again (or press Enter in its terminal) for a new link. If you did not open it yourself, another program may have used the link: close the app.',
    ],
    vi: [
      'Đường dẫn khởi động này chỉ mở ứng dụng một lần, và nó đã được dùng.',
      'Nếu ứng dụng đang mở ở cửa sổ khác, hãy dùng cửa sổ đó. Nếu không, hãy chạy lại ứng dụng (hoặc nhấn Enter trong cửa sổ dòng lệnh) để có đường dẫn mới. Nếu bạn không tự mở, có thể một chương trình khác đã dùng đường dẫn này: hãy đóng ứng dụng.',
    ],
  },
  'link-invalid': {
    title: 'Not a valid link · Đường dẫn không hợp lệ',
    en: [
      'This link does not open this workstation. Open the link the app printed when it started, or start it again.',
    ],
    vi: [
      'Đường dẫn này không mở được ứng dụng. Hãy mở đường dẫn mà ứng dụng in ra khi khởi động, hoặc chạy lại ứng dụng.',
    ],
  },
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function sendNotice(res: ServerResponse, status: 401 | 410, kind: NoticeKind): void {
  const notice = notices[kind]
  const nonce = newNonce()
  const paragraphs = (lines: readonly string[], lang: string) =>
    lines.map((line) => `<p lang="${lang}">${escape(line)}</p>`).join('\n')
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(notice.title)}</title>
<style nonce="${nonce}">
body { font: 15px/1.5 system-ui, sans-serif; background: #14171c; color: #e6e8eb; margin: 0; }
main { max-width: 40rem; margin: 12vh auto; padding: 0 1.5rem; }
h1 { font-size: 1.3rem; }
hr { border: 0; border-top: 1px solid #333a44; margin: 1.5rem 0; }
</style>
</head>
<body>
<main data-notice="${kind}">
<h1>${escape(notice.title)}</h1>
${paragraphs(notice.en, 'en')}
<hr>
${paragraphs(notice.vi, 'vi')}
</main>
</body>
</html>
`
  const body = Buffer.from(html, 'utf8')
  res.writeHead(status, {
    ...baseHeaders,
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'`,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  })
  res.end(body)
}
