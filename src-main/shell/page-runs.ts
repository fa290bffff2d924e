import type { WebContents } from 'electron'

/**
 * What each page (WebContents) has running, by the id its preload gave it, each with the function
 * that ends it (a stream's stop, a read's drop). A page that goes away without ending them (reload,
 * navigation, crash) leaves the same WebContents: all of its runs end, so the next page's preload,
 * which counts ids from 1 again, never receives the old page's events or answers under its own ids.
 */
export class PageRuns {
  private readonly byContents = new Map<WebContents, Map<number, () => void>>()

  /** The runs of `contents`, created (and the page watched) on first use. */
  of(contents: WebContents): Map<number, () => void> {
    let runs = this.byContents.get(contents)
    if (!runs) {
      const created = new Map<number, () => void>()
      this.byContents.set(contents, created)
      contents.once('destroyed', () => {
        this.endAll(contents)
        this.byContents.delete(contents)
      })
      contents.on('did-start-navigation', (details) => {
        if (details.isMainFrame && !details.isSameDocument) this.endAll(contents)
      })
      contents.on('render-process-gone', () => this.endAll(contents))
      runs = created
    }
    return runs
  }

  /** The runs of `contents` if it ever had any (a page is not watched for asking). */
  find(contents: WebContents): Map<number, () => void> | undefined {
    return this.byContents.get(contents)
  }

  private endAll(contents: WebContents): void {
    const runs = this.byContents.get(contents)
    if (!runs) return
    // An end may remove its own entry (a read's drop does).
    for (const end of [...runs.values()]) end()
    runs.clear()
  }
}
