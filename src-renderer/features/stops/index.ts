/** The stop orders as the app shell sees them: the list window, the header's count, the prompts every window shows. */
export { registerStopCommands } from './commands'
export { StopsWindow } from './components/stops-window'
export { StopsArmedChip } from './components/stops-armed-chip'
export { StopPrompts } from './components/stop-prompts'
