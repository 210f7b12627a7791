// POST /__admin/service-orders/:id/advance: the workshop moves an order to its next step, timed
// now, so an end-to-end test can pull down and see the step appear.
import { Type } from '@sinclair/typebox'
import { DateTimeSchema, IdParamsSchema } from '../../types/api/common'
import { LAST_SERVICE_STEP, SERVICE_STEP_NAMES, ServiceOrderStatusSchema, ServiceStepCodeSchema } from '../../types/api/service-order'
import { conflict, must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import { serviceStep } from '../seed/service-orders'

const AdvancedSchema = Type.Object({
  id: Type.Integer(), currentStep: ServiceStepCodeSchema, currentStepName: Type.String(), status: ServiceOrderStatusSchema, time: DateTimeSchema,
})

export const serviceOrderAdminRoutes = [
  defineRoute({
    area: 'admin', method: 'POST', path: '/__admin/service-orders/:id/advance', summary: '服务工单进入下一步（车间操作，已交车为最后一步）',
    auth: 'none', spec: false, params: IdParamsSchema, response: AdvancedSchema, sample: { params: { id: 9002 } },
    handler: ({ db, params, now }) => {
      const row = must(db.serviceOrders.find((o) => o.id === params.id), '服务工单')
      if (row.status === 2) throw conflict('工单已交车，没有下一步')
      const code = row.currentStep + 1
      row.steps.push(serviceStep(code, now))
      row.currentStep = code
      row.currentStepName = SERVICE_STEP_NAMES[code - 1]
      if (code === LAST_SERVICE_STEP) {
        row.status = 2
        row.estimatedPickupAt = null
      }
      return { id: row.id, currentStep: row.currentStep, currentStepName: row.currentStepName, status: row.status, time: iso(now) }
    },
  }),
]
