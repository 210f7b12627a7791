// Serves the production H5 build (dist/h5) with history-mode fallback to index.html, gzipped
// when the browser accepts it (as a real host would). Used by the Playwright tests and by
// `npm run lighthouse`. Usage: node scripts/serve-h5.mjs [port]
// With H5_TLS_KEY and H5_TLS_CERT (PEM files) it serves HTTPS over HTTP/2, as the H5 host does
// (WeChat opens only https pages); `npm run lighthouse` measures that way.
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = join(process.cwd(), 'dist/h5')
const port = Number(process.argv[2] || process.env.H5_PORT || 10086)
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg'])
const gzipped = new Map()

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/h5 is missing: run `npm run build:h5` first')
  process.exit(1)
}

const handler = (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
  let file = join(root, path)
  const isAsset = existsSync(file) && statSync(file).isFile()
  if (!isAsset) file = join(root, 'index.html')
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file)
  const ext = extname(file)
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  let body = readFileSync(file)
  if (gzip) {
    // Hashed files never change; index.html may be rebuilt while the server runs.
    if (!hashed) body = gzipSync(body)
    else body = gzipped.get(file) ?? gzipped.set(file, gzipSync(body)).get(file)
  }
  res.writeHead(200, {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
  res.end(body)
}

const tls = process.env.H5_TLS_KEY && process.env.H5_TLS_CERT
const server = tls
  ? createSecureServer({ key: readFileSync(process.env.H5_TLS_KEY), cert: readFileSync(process.env.H5_TLS_CERT), allowHTTP1: true }, handler)
  : createServer(handler)
server.listen(port, '127.0.0.1', () => console.log(`H5 build served at ${tls ? 'https' : 'http'}://127.0.0.1:${port}/`))
