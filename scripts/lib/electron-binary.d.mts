export function findElectronBinary(
  root?: string,
): { found: true; binary: string } | { found: false; reason: string }
