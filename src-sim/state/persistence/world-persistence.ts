import { dirname } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { SimContext } from '../world'
import { readSnapshotFile, writeSnapshotFile } from './snapshot-file'
import { restoreWorld, snapshotWorld } from './world-snapshot'

export interface WorldStateOptions {
  /** Where the world is kept between runs (created on first save). */
  file: string
  /** How often the world is written while it runs (only when something changed). Default 15 s. */
  saveEveryMs?: number
  /** Told when the file could not be used and the world started fresh (the app shows it). */
  onNotice?: (notice: { kind: string; message: string }) => void
}

/**
 * Keeps a simulator's world in a file: restored at start, written a second after each write a
 * client sends (an order, a cancel), on a cadence (the market fills orders by itself), at close and
 * at once after a reset, so a crash loses at most a second of what the user did. Writes are one at a time, and skipped when
 * nothing a user can change has changed since the last one.
 */
export class WorldPersistence {
  private timer: ReturnType<typeof setInterval> | undefined
  private writing: Promise<void> = Promise.resolve()
  private lastContent: string | null = null
  private closed = false
  private readonly stopListening: () => void

  private constructor(
    private readonly context: SimContext,
    private readonly options: WorldStateOptions,
  ) {
    this.timer = setInterval(() => void this.save(), options.saveEveryMs ?? 15_000)
    this.timer.unref()
    this.stopListening = context.onReset(() => void this.save())
  }

  static async open(context: SimContext, options: WorldStateOptions): Promise<WorldPersistence> {
    const read = await readSnapshotFile(options.file, context.config.seed)
    if (read.state === 'loaded') restoreWorld(context.world, read.snapshot)
    if (read.state === 'discarded') {
      options.onNotice?.({
        kind: 'demo-world-reset',
        message: `The demo world could not be restored (${read.reason}); it starts afresh. The old file was kept as ${read.keptAs}.`,
      })
    }
    const persistence = new WorldPersistence(context, options)
    await persistence.save()
    return persistence
  }

  private soon: ReturnType<typeof setTimeout> | undefined

  /** A write a second from now, however many changes arrive meanwhile (after each order call). */
  saveSoon(): void {
    if (this.closed || this.soon !== undefined) return
    this.soon = setTimeout(() => {
      this.soon = undefined
      void this.save()
    }, 1_000)
    this.soon.unref()
  }

  /** Writes the world now, after any write in progress. */
  save(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const snapshot = snapshotWorld(this.context.world)
      const content = JSON.stringify({ ...snapshot, savedAt: 0 })
      if (content === this.lastContent) return
      await mkdir(dirname(this.options.file), { recursive: true })
      await writeSnapshotFile(this.options.file, snapshot)
      this.lastContent = content
    })
    return this.writing
  }

  /** A last write, then no more. */
  async close(): Promise<void> {
    if (this.closed) return this.writing
    this.closed = true
    clearInterval(this.timer)
    clearTimeout(this.soon)
    this.stopListening()
    return this.save()
  }
}
