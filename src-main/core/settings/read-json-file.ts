import { readFileSync } from 'node:fs'
import type { z } from 'zod'

/**
 * A small JSON file of the data folder read against its schema: null when it cannot be read (the
 * first run), `damaged` when it does not parse, so the caller moves it aside rather than overwrite it.
 */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S): z.output<S> | null | 'damaged' {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return null
  }
  try {
    return schema.parse(JSON.parse(text))
  } catch {
    return 'damaged'
  }
}
