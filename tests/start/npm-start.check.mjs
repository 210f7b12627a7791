// Part of `npm test`: runs `npm start` (scripts/start.mjs) as a newcomer would, on ports of its
// own, opens '/' in Chromium until the magazine shows, then sends SIGTERM and checks that both
// servers are gone. The waits are generous upper bounds, not timings: a cold webpack dev build
// on 2 cores takes well under a minute.
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { chromium } from '@playwright/test'

const API_PORT = process.env.CHECK_API_PORT || '9537'
const H5_DEV_PORT = process.env.CHECK_H5_DEV_PORT || '10096'
const MINUTE = 60_000
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

async function until(what, test, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(1000)) if (await test()) return
  throw new Error(`gave up waiting for ${what}`)
}

let output = ''
const app = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, API_PORT, H5_DEV_PORT, TARO_APP_API_BASE: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
app.stdout.on('data', (d) => (output += d))
app.stderr.on('data', (d) => (output += d))
const exited = new Promise((resolve) => app.once('exit', resolve))

let browser
try {
  await until('the dev API server', () => listening(API_PORT), MINUTE)
  await until('the H5 dev server', () => listening(H5_DEV_PORT), 5 * MINUTE)
  if (!output.includes(`http://127.0.0.1:${H5_DEV_PORT}/`)) throw new Error('npm start did not print the H5 address')
  if (!output.includes('dist/weapp')) throw new Error('npm start did not say where the weapp build goes')
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  // The dev server answers while webpack still compiles; reload until the page is there.
  await until('the magazine on /', async () => {
    await page.goto(`http://127.0.0.1:${H5_DEV_PORT}/`).catch(() => undefined)
    const cover = page.locator('.magazine-shelf__title:visible').first()
    return cover.waitFor({ timeout: 30_000 }).then(() => true, () => false)
  }, 5 * MINUTE)
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  console.log('npm start: the magazine shows at /')
} catch (error) {
  console.error(output.slice(-4000))
  console.error(`npm start check failed: ${error.message}`)
  process.exitCode = 1
} finally {
  await browser?.close()
  app.kill('SIGTERM')
  const code = await Promise.race([exited, sleep(30_000).then(() => 'still running')])
  const left = [API_PORT, H5_DEV_PORT].filter((p) => p)
  await sleep(1000)
  const open = []
  for (const port of left) if (await listening(port)) open.push(port)
  if (code === 'still running' || open.length) {
    console.error(`SIGTERM did not stop npm start (exit: ${code}, ports still open: ${open.join(', ') || 'none'})`)
    process.exitCode = 1
  } else {
    console.log('npm start: SIGTERM stopped both servers')
  }
}
