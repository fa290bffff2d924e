/**
 * The one form of a request target that routing and every guard see: the path percent-decoded
 * segment by segment, `.` and `..` resolved, empty segments dropped, then each segment encoded
 * again. `/%5F%5Fsim/demo`, `//__sim/./demo` and `/x/../__sim/demo` all become `/__sim/demo`, so a
 * guard that looks at the path cannot be walked around by spelling it differently. The query is
 * kept as it came.
 */
export function canonicalUrl(target: string): string {
  const cut = target.search(/[?#]/)
  const path = cut === -1 ? target : target.slice(0, cut)
  const rest = cut === -1 ? '' : target.slice(cut)
  const segments: string[] = []
  for (const raw of path.split('/')) {
    const decoded = decodeSegment(raw)
    if (decoded === '' || decoded === '.') continue
    if (decoded === '..') {
      segments.pop()
      continue
    }
    // Not valid percent-encoding: kept as it came, and the router refuses the path as malformed.
    segments.push(decoded === undefined ? raw : encodeURIComponent(decoded))
  }
  const trailingSlash = segments.length > 0 && path.endsWith('/')
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}${rest}`
}

function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}
