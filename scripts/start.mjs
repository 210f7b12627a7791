// `npm start`: the dev API server and the H5 app in watch mode, side by side.
import { spawn } from 'node:child_process'

const API_PORT = process.env.API_PORT || '9527'
const children = [
  spawn('npx', ['tsx', 'mock/main.ts'], { stdio: 'inherit', env: { ...process.env, API_PORT } }),
  spawn('npx', ['taro', 'build', '--type', 'h5', '--watch'], {
    stdio: 'inherit',
    env: { ...process.env, TARO_APP_API_BASE: process.env.TARO_APP_API_BASE || `http://127.0.0.1:${API_PORT}` },
  }),
]

console.log(`
  Dev API server: http://127.0.0.1:${API_PORT}  (dev token: dev-token)
  H5 app:         http://127.0.0.1:10086/        (ready once webpack says "compiled")
  WeChat mini-program: run \`npm run dev:weapp\` in another terminal, then open this folder
  (project.config.json, miniprogramRoot dist/weapp/) in WeChat DevTools.
`)

const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined))
