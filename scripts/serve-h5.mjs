// Serves the production H5 build (dist/h5) with history-mode fallback to index.html.
// Used by `npm start` and by the Playwright tests. Usage: node scripts/serve-h5.mjs [port]
import { createServer } from 'node:http'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'

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

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/h5 is missing: run `npm run build:h5` first')
  process.exit(1)
}

createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
  let file = join(root, path)
  const isAsset = existsSync(file) && statSync(file).isFile()
  if (!isAsset) file = join(root, 'index.html')
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file)
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  createReadStream(file).pipe(res)
}).listen(port, '127.0.0.1', () => console.log(`H5 build served at http://127.0.0.1:${port}/`))
