import type { ServerMessage } from '../../src-shared/bridge/wire'

/**
 * Each stream event's JSON, made once however many sockets carry it: a feed hands the same event
 * object to every window that follows it, and a whole-market delta under the storm is ~400 KB of
 * JSON (issue 24: with four windows on one feed, four encodings of it sat between the poll and the
 * last window). Weak, so an event is forgotten once every socket has sent it.
 */
const eventJson = new WeakMap<object, string>()

/** The message as JSON.stringify writes it; throws where JSON.stringify does (a cycle, a bigint). */
export function encodeServerMessage(message: ServerMessage): string {
  if (message.t !== 'event' || typeof message.event !== 'object' || message.event === null) {
    return JSON.stringify(message)
  }
  let json = eventJson.get(message.event)
  if (json === undefined) {
    json = JSON.stringify(message.event)
    eventJson.set(message.event, json)
  }
  // The envelope's keys in the order JSON.stringify gives them; the id is a number.
  return `{"t":"event","id":${message.id},"event":${json}}`
}
