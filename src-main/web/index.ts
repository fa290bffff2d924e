import { runWebShell } from './run-web-shell'

/**
 * The web shell's process from its TypeScript (tsx): what the e2e specs and the benches' baselines
 * start. `npm start` and `npm run web` run the same shell built (out/web/run-web-shell.js).
 */
void runWebShell({ args: process.argv.slice(2) })
