/**
 * The registry of commands and row actions that features contribute: the command palette lists the
 * commands, the keymap binds their shortcuts, and a board row's shortcuts run row actions by id. A
 * feature built later (orders, charts) registers its handlers in app/register-features.ts; until
 * then a bound id such as `orders.openBlotterForSymbol` says "not available yet" instead of doing
 * nothing.
 */
export interface CommandContext {
  /** The symbol of the board's focused row, if any. */
  readonly symbol: string | null
  /** The colour group of the window the command came from, so what it opens can join it. */
  readonly linkGroup?: string | null
}

/**
 * Words in the UI language. A feature registers its commands once, so it gives a function, read
 * each time the palette or the help shows the title: a language change shows at once.
 */
export type Label = string | (() => string)

export const labelText = (label: Label): string => (typeof label === 'string' ? label : label())

export interface Command {
  readonly id: string
  readonly title: Label
  /** Palette group. */
  readonly group: 'board' | 'window' | 'symbol' | 'panel' | 'settings'
  /**
   * Default keymap text, e.g. "Mod+K"; see lib/keys/keymap.ts. The user may rebind it, so read the
   * key a command answers to through `CommandRegistry.shortcutOf`, never this field.
   */
  readonly shortcut?: string
  /** Extra words the palette matches on (Vietnamese and English names, codes). */
  readonly keywords?: string
  /** Hidden from the palette (still bound to its shortcut). */
  readonly hidden?: boolean
  /** Whether the command applies now; the palette greys it out otherwise. */
  readonly enabled?: (ctx: CommandContext) => boolean
  run(ctx: CommandContext): void
}

export type RunOutcome = 'ran' | 'unavailable' | 'disabled'

export class CommandRegistry {
  private readonly commands = new Map<string, Command>()
  private readonly watchers = new Set<() => void>()
  private version = 0
  /** The user's rebound keys by command id (the core's `ui.shortcuts`), applied over the defaults. */
  private overrides: Readonly<Record<string, string>> = {}

  /** Adds or replaces a command; returns the function that removes it (for effects). */
  register(command: Command): () => void {
    this.commands.set(command.id, command)
    this.bump()
    return () => {
      if (this.commands.get(command.id) === command) {
        this.commands.delete(command.id)
        this.bump()
      }
    }
  }

  get(id: string): Command | undefined {
    return this.commands.get(id)
  }

  list(): Command[] {
    return [...this.commands.values()]
  }

  /** The key `id` answers to now: the user's binding if any, else the one it registered. */
  shortcutOf(id: string): string | undefined {
    return this.overrides[id] ?? this.commands.get(id)?.shortcut
  }

  getOverrides(): Readonly<Record<string, string>> {
    return this.overrides
  }

  /** Replaces the user's bindings; everything reading shortcuts re-reads them (version bump). */
  setOverrides(overrides: Readonly<Record<string, string>>): void {
    if (sameEntries(this.overrides, overrides)) return
    this.overrides = { ...overrides }
    this.bump()
  }

  run(id: string, ctx: CommandContext): RunOutcome {
    const command = this.commands.get(id)
    if (!command) return 'unavailable'
    if (command.enabled && !command.enabled(ctx)) return 'disabled'
    command.run(ctx)
    return 'ran'
  }

  /** For useSyncExternalStore: a number that changes whenever the set of commands does. */
  snapshot = (): number => this.version

  subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher)
    return () => this.watchers.delete(watcher)
  }

  private bump(): void {
    this.version += 1
    for (const watcher of this.watchers) watcher()
  }
}

function sameEntries(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}

/** Ids that board rows bind shortcuts to; the features that own them register the handlers. */
export const rowActionIds = {
  openChart: 'chart.openForSymbol',
  openOrders: 'orders.openBlotterForSymbol',
  openDetail: 'research.openDetailForSymbol',
  buy: 'trading.buyForSymbol',
  sell: 'trading.sellForSymbol',
  openNews: 'research.openNewsForSymbol',
  setAlert: 'alerts.setForSymbol',
} as const
