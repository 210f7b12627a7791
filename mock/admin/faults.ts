// Fault injection for tests: per route (method + full path, concrete or as declared with
// :params), a latency, a status, a malformed JSON body, a success whose data has the wrong
// shape (a screen that cannot render it must show its error view, not a blank app) or a hang. `times` limits how many
// requests it hits; without it the fault stays until DELETE /__faults or /__reset.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { envelope } from '../core/envelope'

export const FaultSchema = Type.Object({
  method: Type.Union(['GET', 'POST', 'PUT', 'DELETE', '*'].map((m) => Type.Literal(m))),
  path: Type.String({ pattern: '^/', maxLength: 300 }),
  latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120000 })),
  /** 500 (HTTP 500), 601 or 80001/80002 (HTTP 200 with that body status), any 4xx/5xx. */
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 99999 })),
  malformed: Type.Optional(Type.Boolean()),
  /** HTTP 200, status 200, and data that is no answer of the route's declared type. */
  wrongShape: Type.Optional(Type.Boolean()),
  hang: Type.Optional(Type.Boolean()),
  /** Bounded, so a mistyped count (or the fuzz's huge one) is refused instead of lasting forever. */
  times: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
})
export type Fault = Static<typeof FaultSchema>

const MESSAGES: Record<number, string> = {
  500: '服务器内部错误（故障注入）',
  601: '登录已过期，请重新登录',
  80001: '业务提示（故障注入 80001）',
  80002: '业务提示（故障注入 80002）',
}

export class FaultStore {
  private faults: Fault[] = []

  set(fault: Fault): void {
    this.faults = this.faults.filter((f) => !(f.method === fault.method && f.path === fault.path))
    this.faults.push({ ...fault })
  }

  clear(): void {
    this.faults = []
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }))
  }

  /** The fault for this request, counting it down. */
  take(method: string, path: string, pattern: string | undefined): Fault | null {
    const i = this.faults.findIndex(
      (f) => (f.method === '*' || f.method === method) && (f.path === path || f.path === pattern),
    )
    if (i < 0) return null
    const fault = this.faults[i]
    if (fault.times !== undefined) {
      fault.times -= 1
      if (fault.times <= 0) this.faults.splice(i, 1)
    }
    return fault
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function registerFaultHook(app: FastifyInstance, faults: FaultStore): void {
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0]
    if (req.method === 'OPTIONS' || path.startsWith('/__')) return
    const method = req.method === 'HEAD' ? 'GET' : req.method
    const fault = faults.take(method, path, req.routeOptions.url)
    if (!fault) return
    if (fault.latencyMs) await sleep(fault.latencyMs)
    if (fault.hang) {
      // Never answer; the socket closes when the client aborts or the server shuts down.
      reply.hijack()
      return reply
    }
    if (fault.malformed) {
      return reply.code(200).type('application/json; charset=utf-8').send('{"status":200,"data":{"list":[')
    }
    if (fault.wrongShape) {
      return reply.code(200).send(envelope(200, { unexpected: '故障注入：数据形状不对' }, 'ok'))
    }
    if (fault.status !== undefined) {
      const http = fault.status >= 400 && fault.status < 600 && fault.status !== 601 ? fault.status : 200
      return reply.code(http).send(envelope(fault.status, null, MESSAGES[fault.status] ?? `故障注入 ${fault.status}`))
    }
  })
}
