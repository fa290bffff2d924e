import { spawn } from 'node:child_process'

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32', ...options })
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)))
  })
}

export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
