// Starts the dev API server: `tsx mock/main.ts` (127.0.0.1, port API_PORT or 9527).
import { buildServer } from './server'

const port = Number(process.env.API_PORT ?? 9527)
const host = process.env.API_HOST ?? '127.0.0.1'

buildServer({ logger: process.env.API_LOG === '1' })
  .then(async (app) => {
    await app.listen({ port, host })
    console.log(`dev API server on http://${host}:${port}  (dev token: dev-token, admin: /__health /__reset /__faults)`)
    const stop = () => app.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
