/**
 * The per-load CSP nonce. Vite writes a placeholder into `<meta property="csp-nonce">` and each
 * shell replaces it when serving the page; code that injects `<style>` elements (ag-grid's theming)
 * must put it on them or `style-src` blocks them. Read through the `nonce` property: once a CSP
 * applies, browsers blank the attribute so that page scripts cannot read it from the markup.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || ''
  return nonce === '' ? undefined : nonce
}
