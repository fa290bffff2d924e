/** The demo profile's own commands (the embedded simulator's world). */
export { registerDemoCommands, resetDemoCommandId } from './commands'
