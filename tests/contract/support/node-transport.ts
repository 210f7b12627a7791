// The request layer's wire over node:http, so contract tests run the app's real api.ts
// functions (tenant hosts, tokens, envelope rules and all) against a real dev API server.
import http from 'node:http'
import { RequestError, type Transport } from '@/core/request'

export const nodeTransport: Transport = {
  request({ url, method, header, data, timeout, signal }) {
    return new Promise((resolve, reject) => {
      // Node sends a DELETE body neither chunked nor with a length, so the server would never
      // see it (DELETE /web/app/cart-item carries its ids in the body): give the length.
      const headers = data === undefined ? header : { ...header, 'Content-Length': String(Buffer.byteLength(data)) }
      const req = http.request(url, { method, headers, timeout }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            data: Buffer.concat(chunks).toString('utf8'),
            header: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          }),
        )
      })
      req.on('timeout', () => req.destroy(new RequestError('timeout', 'timeout')))
      req.on('error', (error) => reject(error instanceof RequestError ? error : new RequestError('network', '')))
      signal.addEventListener('abort', () => req.destroy(new RequestError('abort', 'abort')))
      if (data !== undefined) req.write(data)
      req.end()
    })
  },
  upload() {
    return Promise.reject(new RequestError('file', 'file error'))
  },
  download() {
    return Promise.reject(new RequestError('network', ''))
  },
}
