import { spawn, type ChildProcess } from 'node:child_process'
import { DRIVER_PORT } from './driver'

/*
 * What the WebKit checks run against, started once for the run (jest's globalSetup) and stopped
 * after it: the dev API server on the port the H5 build calls, the production H5 build, and
 * WebKitWebDriver. The test command runs jest under `xvfb-run`, which gives MiniBrowser a display.
 */
export const API_PORT = Number(process.env.API_PORT || 9527)
export const H5_PORT = Number(process.env.WEBKIT_H5_PORT || 10088)
export const API = `http://127.0.0.1:${API_PORT}`
export const H5 = `http://127.0.0.1:${H5_PORT}`

// On globalThis: jest loads globalSetup and globalTeardown as two modules in one process.
const holder = globalThis as { webkitServers?: ChildProcess[] }
const started = (holder.webkitServers ??= [])

function start(command: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env }, detached: true })
  started.push(child)
}

async function ready(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not start (${url})`)
}

export async function startServers(): Promise<void> {
  if (!process.env.DISPLAY) throw new Error('MiniBrowser needs a display: run the WebKit checks under xvfb-run (npm run test:webkit)')
  start(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mock/main.ts'], { API_PORT: String(API_PORT) })
  start(process.execPath, ['scripts/serve-h5.mjs', String(H5_PORT)])
  start('WebKitWebDriver', [`--port=${DRIVER_PORT}`])
  await ready(`${API}/__health`, 'The dev API server')
  await ready(`${H5}/`, 'The H5 build server')
  await ready(`http://127.0.0.1:${DRIVER_PORT}/status`, 'WebKitWebDriver')
}

export function stopServers(): void {
  for (const child of started.splice(0)) {
    // Each was started as its own process group: the group goes, children included.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
