// POST /__admin/service-orders/:id/advance: the workshop moves an order to its next step, timed
// now, so an end-to-end test can pull down and see the step appear.
import type { FastifyInstance } from 'fastify'
import { IdParamsSchema } from '../../types/api/common'
import { LAST_SERVICE_STEP, SERVICE_STEP_NAMES } from '../../types/api/service-order'
import { conflict, must } from '../core/api-error'
import { success } from '../core/envelope'
import { iso } from '../core/time'
import { validate } from '../core/validate'
import { serviceStep } from '../seed/service-orders'
import type { Store } from '../state/store'

export function registerServiceOrderAdmin(app: FastifyInstance, store: Store, clock: () => number = Date.now): void {
  app.post('/__admin/service-orders/:id/advance', async (req) => {
    const { id } = validate(IdParamsSchema, req.params, 'params')
    const order = store.transaction((db) => {
      const row = must(db.serviceOrders.find((o) => o.id === id), '服务工单')
      if (row.status === 2) throw conflict('工单已交车，没有下一步')
      const code = row.currentStep + 1
      const now = clock()
      row.steps.push(serviceStep(code, now))
      row.currentStep = code
      row.currentStepName = SERVICE_STEP_NAMES[code - 1]
      if (code === LAST_SERVICE_STEP) {
        row.status = 2
        row.estimatedPickupAt = null
      }
      return { id: row.id, currentStep: row.currentStep, currentStepName: row.currentStepName, status: row.status, time: iso(now) }
    })
    return success(order)
  })
}
