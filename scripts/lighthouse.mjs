// `npm run lighthouse`: Lighthouse (default mobile settings: simulated slow 4G and 4x CPU
// slowdown) on Debian's Chromium against the production H5 build, served gzipped over HTTPS and
// HTTP/2 as a real H5 host serves it (a throwaway self-signed certificate, made with openssl),
// with the dev API server. Prints performance, accessibility, LCP, TBT and CLS for five routes and exits 1
// when one misses design.md §6. Timing, so not part of `npm test`; needs `npm run build:h5`.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from 'node:net'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

// The H5 build calls the API base it was built with: the default build points at 9527. A dev API
// server already running there (`npm start`) is used as it is.
const API_PORT = process.env.API_PORT || '9527'
const H5_PORT = process.env.LH_H5_PORT || '10097'
const ROUTES = [
  ['magazine', '/'],
  ['car tab', '/pages/car/car'],
  ['mine', '/pages/mine/mine?token=dev-token'],
  ['community post', '/package-community/pages/community-detail/community-detail?id=107'],
  ['goods detail', '/package-mall/pages/goods-detail/index?id=1002'],
]
const TARGET = { performance: 90, accessibility: 95, lcpMs: 2500, cls: 0.1 }

if (!existsSync('dist/h5/index.html')) {
  console.error('dist/h5 is missing: run `npm run build:h5` first')
  process.exit(1)
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

async function waitFor(port) {
  for (let i = 0; i < 120; i += 1) {
    if (await listening(port)) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`nothing listens on ${port}`)
}

// Over plain HTTP/1.1 a browser opens 6 connections per host, and the route's dozen chunks queue
// behind each other: a cost no production host has.
const certDir = mkdtempSync(join(tmpdir(), 'lh-tls-'))
const tls = { H5_TLS_KEY: join(certDir, 'key.pem'), H5_TLS_CERT: join(certDir, 'cert.pem') }
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
  '-keyout', tls.H5_TLS_KEY, '-out', tls.H5_TLS_CERT], { stdio: 'ignore' })

const servers = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mock/main.ts'], { env: { ...process.env, API_PORT }, stdio: 'ignore' }),
  spawn(process.execPath, ['scripts/serve-h5.mjs', H5_PORT], { env: { ...process.env, ...tls }, stdio: 'ignore' }),
]
const stop = () => servers.forEach((s) => s.kill('SIGTERM'))
process.on('exit', stop)

let chrome
if (process.env.LH_SAVE) mkdirSync('test-results', { recursive: true })
let missed = 0
try {
  await Promise.all([waitFor(API_PORT), waitFor(H5_PORT)])
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--ignore-certificate-errors', '--disable-background-networking'],
  })
  console.log('route            perf  a11y   LCP (s)  TBT (ms)  CLS')
  for (const [name, path] of ROUTES) {
    const { lhr } = await lighthouse(`https://127.0.0.1:${H5_PORT}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (process.env.LH_SAVE) writeFileSync(`test-results/lighthouse-${name.replace(/\s/g, '-')}.json`, JSON.stringify(lhr))
    const perf = Math.round(lhr.categories.performance.score * 100)
    const a11y = Math.round(lhr.categories.accessibility.score * 100)
    const lcp = lhr.audits['largest-contentful-paint'].numericValue
    const tbt = lhr.audits['total-blocking-time'].numericValue
    const cls = lhr.audits['cumulative-layout-shift'].numericValue
    const ok = perf >= TARGET.performance && a11y >= TARGET.accessibility && lcp <= TARGET.lcpMs && cls <= TARGET.cls
    if (!ok) missed += 1
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .map((a) => a.id)
    console.log(
      `${name.padEnd(16)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${(lcp / 1000).toFixed(2).padStart(8)}  ${String(Math.round(tbt)).padStart(8)}  ${cls.toFixed(3)}${ok ? '' : '  (below target)'}${failing.length ? `  a11y: ${failing.join(', ')}` : ''}`,
    )
  }
} finally {
  await chrome?.kill()
  stop()
  rmSync(certDir, { recursive: true, force: true })
}
console.log(`targets: performance >= ${TARGET.performance}, accessibility >= ${TARGET.accessibility}, LCP <= ${TARGET.lcpMs / 1000} s, CLS <= ${TARGET.cls}`)
process.exit(missed ? 1 : 0)
