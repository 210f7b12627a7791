// `npm start`: the dev API server and the H5 app in watch mode, side by side.
// Ports: API_PORT (9527) and H5_DEV_PORT (10086). Ctrl-C or SIGTERM stops both servers.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const API_PORT = process.env.API_PORT || '9527'
const H5_DEV_PORT = process.env.H5_DEV_PORT || '10086'
const env = {
  ...process.env,
  API_PORT,
  H5_DEV_PORT,
  TARO_APP_API_BASE: process.env.TARO_APP_API_BASE || `http://127.0.0.1:${API_PORT}`,
}

// Each server runs node directly (no npx wrapper) in a process group of its own, so one signal
// to the group reaches the server and whatever it spawned (tsx runs the API in a child node).
const start = (script, args) =>
  spawn(process.execPath, [require.resolve(script), ...args], { stdio: 'inherit', env, detached: true })

const children = [
  start('tsx/cli', ['mock/main.ts']),
  start('@tarojs/cli/bin/taro', ['build', '--type', 'h5', '--watch']),
]

console.log(`
  Dev API server: http://127.0.0.1:${API_PORT}  (dev token: dev-token)
  H5 app:         http://127.0.0.1:${H5_DEV_PORT}/  (ready once webpack says "compiled")
  WeChat mini-program: run \`npm run dev:weapp\` in another terminal; it writes dist/weapp/.
  Open this folder in WeChat DevTools (project.config.json points miniprogramRoot at dist/weapp/).
`)

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.exitCode = code
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
process.on('SIGHUP', () => stop())
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
