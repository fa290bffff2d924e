/**
 * Saves a file the browser way, in both shells: the web shell's Chromium saves it to its downloads,
 * and Electron asks where to save it (its default for a download). Nothing goes through the core.
 */
export function downloadFile(fileName: string, type: string, data: BlobPart): void {
  const url = URL.createObjectURL(new Blob([data], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Base64 (a bridge answer) to the bytes of a file. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}
