/**
 * Keys that change what an object *is* rather than what it holds. `JSON.parse` makes `__proto__` an
 * ordinary own key, and a schema that copies keys into a fresh object (zod's records do) then sets
 * that object's prototype or silently drops the entry, so `{"shortcuts": {"__proto__": …}}` would
 * be answered ok. The router refuses any input or params holding one, at any depth, before a
 * schema sees it: every record of every area is covered once, including ones added later.
 */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** The path (`a.b.0.__proto__`) of the first unsafe key in a JSON-like value, if any. */
export function findUnsafeKey(value: unknown): string | undefined {
  // Iterative, so a deeply nested input cannot overflow the stack here.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const current = next.value
    if (typeof current !== 'object' || current === null) continue
    for (const key of Object.keys(current)) {
      const path = next.path === '' ? key : `${next.path}.${key}`
      if (UNSAFE_KEYS.has(key)) return path
      stack.push({ value: (current as Record<string, unknown>)[key], path })
    }
  }
  return undefined
}
