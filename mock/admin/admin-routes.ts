// Admin routes for dev and test only (not registered when NODE_ENV=production):
// POST /__reset, POST/GET/DELETE /__faults, GET /__health.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { success } from '../core/envelope'
import { validate } from '../core/validate'
import type { Store } from '../state/store'
import { FaultSchema, type FaultStore } from './faults'

const ResetSchema = Type.Object({ keepFaults: Type.Optional(Type.Boolean()) })

export function registerAdmin(app: FastifyInstance, store: Store, faults: FaultStore, routeCount: number): void {
  app.post('/__reset', async (req) => {
    const body = validate(ResetSchema, req.body ?? {}, 'body')
    store.reset()
    // Tests reset between cases; clearing faults too keeps one case's faults out of the next.
    if (!body.keepFaults) faults.clear()
    return success({ reset: true, faultsCleared: !body.keepFaults })
  })
  app.post('/__faults', async (req) => {
    const fault = validate(FaultSchema, req.body, 'body')
    faults.set(fault)
    return success({ faults: faults.list() })
  })
  app.get('/__faults', async () => success({ faults: faults.list() }))
  app.delete('/__faults', async () => {
    faults.clear()
    return success({ faults: [] })
  })
  app.get('/__health', async () => success({ ok: true, routes: routeCount, uptimeSeconds: Math.round(process.uptime()) }))
}
