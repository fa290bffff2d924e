/** Export, the workspace file and the Help commands, as the app shell sees them. */
export { registerSupportCommands, supportCommandIds } from './commands'
