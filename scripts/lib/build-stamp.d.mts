export interface BuildInputs {
  readonly folders: readonly string[]
  readonly files: readonly string[]
}

export interface StampRecord {
  readonly digest: string
  readonly takenAt: number
  readonly files: readonly (readonly [path: string, size: number, mtimeMs: number])[]
}

export function listInputs(root: string, target: BuildInputs): string[]
export function digestInputs(root: string, target: BuildInputs, paths?: readonly string[]): string
export function checkStamp(
  stampFile: string,
  root: string,
  target: BuildInputs,
  outputs: readonly string[],
): { fresh: boolean; record: StampRecord }
export function writeStamp(stampFile: string, record: StampRecord): void
export function removeStamp(stampFile: string): void
