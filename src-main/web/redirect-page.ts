/**
 * An HTML page that goes on to `location` at once. A meta refresh, not a script: it works under the
 * shell's CSP (which allows no inline script) and from a file:// page alike, and sends no Referer.
 */
export function redirectPageHtml(location: string): string {
  const target = location
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="referrer" content="no-referrer" />
    <meta http-equiv="refresh" content="0;url=${target}" />
    <title>Workstation</title>
  </head>
  <body></body>
</html>
`
}
