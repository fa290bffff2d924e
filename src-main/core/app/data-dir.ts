import { homedir } from 'node:os'
import { join } from 'node:path'

/**
 * Where the web shell keeps settings and the vault when Electron's userData is not available:
 * WORKSTATION_DATA_DIR, else the platform's per-user config folder.
 */
export function defaultDataDir(): string {
  const fromEnv = process.env.WORKSTATION_DATA_DIR
  if (fromEnv) return fromEnv
  if (process.platform === 'win32')
    return join(process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'vn-trading-workstation')
  if (process.platform === 'darwin')
    return join(homedir(), 'Library', 'Application Support', 'vn-trading-workstation')
  return join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'vn-trading-workstation')
}
