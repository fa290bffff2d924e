import { crashReporter } from 'electron'

export interface CrashReportingOptions {
  /** `WORKSTATION_CRASH_UPLOAD_URL`: where dumps are sent; none means they stay on this computer. */
  uploadUrl?: string | undefined
}

/**
 * Electron's crash reporter, started before anything else (its docs: as early as possible, so a
 * crash during start-up is caught too). Minidumps go to `app.getPath('crashDumps')`; they are sent
 * only to an HTTPS address the user has set, and otherwise wait there for "Report a problem".
 */
export function startCrashReporting(options: CrashReportingOptions = {}): { uploading: boolean } {
  const url = options.uploadUrl
  const uploading = url !== undefined && url.startsWith('https://')
  crashReporter.start({
    productName: 'VN Trading Workstation',
    submitURL: uploading ? url : '',
    uploadToServer: uploading,
    compress: true,
  })
  return { uploading }
}

/**
 * The main process's uncaught errors are logged with their stack rather than lost in a dialog
 * nobody reads or in a terminal a packaged app does not have. The process goes on, as Electron's
 * own default handler lets it.
 */
export function logMainProcessErrors(
  proc: Pick<NodeJS.Process, 'on'>,
  log: (message: string, fields: Record<string, unknown>) => void,
): void {
  const fields = (error: unknown) =>
    error instanceof Error ? { error: error.message, stack: error.stack ?? '' } : { error: String(error) }
  proc.on('uncaughtException', (error) => log('main process: uncaught exception', fields(error)))
  proc.on('unhandledRejection', (reason) => log('main process: unhandled rejection', fields(reason)))
}
