import { Notification } from 'electron'
import type { z } from 'zod'
import { workspaceSnapshotSchema } from '../../src-shared/bridge/contract'
import type { UiSettings } from '../../src-shared/schemas/settings'
import type { CallContext, Router } from '../core/bridge/router'

/** The user's language, as the settings declare it. */
export type Locale = UiSettings['locale']
export interface NotificationWords {
  readonly title: string
  readonly body: string
}

/** One stream the shell turns into desktop notifications; the event's type stays inside. */
export interface StreamNotice {
  readonly stream: string
  /** The words for an event in the user's language, or null when the event is not news. */
  readonly read: (raw: unknown) => ((locale: Locale) => NotificationWords | null) | null
}

/**
 * A stream's notice: events that do not parse or are not `news` are dropped before the user's
 * language is even asked for (an overview on every change would otherwise cost a settings read).
 */
export function noticeOf<T>(
  stream: string,
  schema: z.ZodType<T>,
  words: (event: T, locale: Locale) => NotificationWords | null,
  news: (event: T) => boolean = () => true,
): StreamNotice {
  return {
    stream,
    read: (raw) => {
      const parsed = schema.safeParse(raw)
      if (!parsed.success || !news(parsed.data)) return null
      return (locale) => words(parsed.data, locale)
    },
  }
}

/**
 * Desktop notifications from the main process for the given streams, shown while every window is
 * in the background. The streams belong to the active profile's core, so they are taken again
 * after a profile switch (`app.events`). Where the OS has no notifications the windows' toasts
 * remain. Answers a function that stops everything.
 */
export function showStreamNotifications(
  router: Router,
  log: (line: string) => void,
  clientId: string,
  notices: readonly StreamNotice[],
): () => void {
  const ctx: CallContext = { origin: 'electron', clientId }
  let unfollow: (() => void)[] = []
  const locale = async (): Promise<Locale> => {
    const snapshot = await router.call('workspace.get', {}, ctx)
    const parsed = snapshot.ok ? workspaceSnapshotSchema.safeParse(snapshot.value) : null
    return parsed?.success === true ? parsed.data.ui.locale : 'vi'
  }
  const show = async (notice: StreamNotice, raw: unknown) => {
    const words = notice.read(raw)
    if (words === null || !Notification.isSupported()) return
    const text = words(await locale())
    if (text !== null) new Notification(text).show()
  }
  const follow = () => {
    for (const off of unfollow) off()
    unfollow = []
    for (const notice of notices) {
      const started = router.subscribe(notice.stream, {}, (e) => void show(notice, e), ctx)
      if (started.ok) unfollow.push(started.value)
      // A profile without group E declares its streams but may refuse them: said, not fatal.
      else log(`${clientId} (${notice.stream}): ${started.error.message}`)
    }
  }
  follow()
  const app = router.subscribe('app.events', {}, () => follow(), ctx)
  return () => {
    for (const off of unfollow) off()
    if (app.ok) app.value()
  }
}
