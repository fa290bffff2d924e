import Conf from 'conf'
import type { SettingsDocument } from './settings-document'

/**
 * Where the settings store writes: conf in plain Node (web shell, tests), electron-store in the
 * Electron shell (conf plus Electron's defaults; src-main/shell/settings-file.ts). Assigning `store`
 * replaces the whole file through conf's atomic writer (the `atomically` package: temp file, fsync,
 * rename, with retries while another process holds the file). The core never loads electron-store,
 * so the core and its tests run without Electron.
 */
export interface SettingsFile {
  store: SettingsDocument
}

export interface SettingsFileOptions {
  cwd: string
  configName: string
  configFileMode: number
  accessPropertiesByDotNotation: false
}

export type OpenSettingsFile = (options: SettingsFileOptions) => SettingsFile

export const confSettingsFile: OpenSettingsFile = (options) => new Conf<SettingsDocument>(options)
