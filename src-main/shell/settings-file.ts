import { ipcMain } from 'electron'
import ElectronStore from 'electron-store'
import type { SettingsDocument } from '../core/settings/settings-document'
import type { OpenSettingsFile } from '../core/settings/settings-file'

/**
 * settings.json through electron-store (conf with Electron's defaults), as the design card means it:
 * the core's settings store keeps its interface and only hands the writes to this file.
 *
 * electron-store answers an IPC channel of its own (`electron-store-get-data`) for renderers that use
 * it; ours never do, and the bridge contract is the only IPC a page may reach, so the listener is
 * removed as soon as the store is made.
 */
export const electronSettingsFile: OpenSettingsFile = ({ configName, ...options }) => {
  const file = new ElectronStore<SettingsDocument>({ ...options, name: configName })
  ipcMain.removeAllListeners('electron-store-get-data')
  return file
}
