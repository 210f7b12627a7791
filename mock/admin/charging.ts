// Dev and test only: the installer and the repair desk move charging orders on, timed now, so an
// end-to-end test can see an application surveyed (no longer cancellable), installed (a pile
// appears, 去评价 shows) or rejected with a reason, and a repair finished.
//   POST /__admin/charging/applications/:id/advance   { reject?: '原因' }
//   POST /__admin/charging/repairs/:id/advance
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { APPLICATION_PLAN, REPAIR_PLAN } from '../../types/api/charging'
import { IdParamsSchema } from '../../types/api/common'
import { conflict, must } from '../core/api-error'
import { success } from '../core/envelope'
import { iso } from '../core/time'
import { validate } from '../core/validate'
import { APPLICATION_STATUS_NOTES, INSTALLERS, REPAIR_STATUS_NOTES, TECHNICIANS, pileNo } from '../seed/charging'
import { nextId } from '../state/db'
import type { Store } from '../state/store'

const AdvanceSchema = Type.Object({ reject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) })

export function registerChargingAdmin(app: FastifyInstance, store: Store, clock: () => number = Date.now): void {
  app.post('/__admin/charging/applications/:id/advance', async (req) => {
    const { id } = validate(IdParamsSchema, req.params, 'params')
    const { reject } = validate(AdvanceSchema, req.body ?? {}, 'body')
    const answer = store.transaction((db) => {
      const row = must(db.chargingApplications.find((a) => a.id === id), '安装申请')
      const at = APPLICATION_PLAN.indexOf(row.status as (typeof APPLICATION_PLAN)[number])
      if (at < 0 || row.status === 'installed') throw conflict('申请已结束，没有下一步')
      const now = clock()
      if (reject !== undefined) {
        if (row.status === 'installing') throw conflict('安装已开始，不能驳回')
        row.status = 'rejected'
        row.rejectReason = reject
        row.history.push({ status: 'rejected', time: iso(now), note: reject })
      } else {
        const next = APPLICATION_PLAN[at + 1]
        row.status = next
        row.history.push({ status: next, time: iso(now), note: APPLICATION_STATUS_NOTES[next] })
        if (next === 'surveyed') row.installer = INSTALLERS[row.id % INSTALLERS.length]
        if (next === 'installed') {
          const pile = nextId(db, 'chargingPile')
          row.pileNo = pileNo(pile, now)
          db.chargingPiles.push({
            id: pile, accountId: row.accountId, pileNo: row.pileNo, model: '星驰 7kW 家用交流充电桩', carId: row.carId, plate: row.plate,
            address: `${row.cityName}${row.districtName}${row.address}`, installedAt: iso(now),
          })
        }
      }
      return { id: row.id, status: row.status, time: iso(now) }
    })
    return success(answer)
  })

  app.post('/__admin/charging/repairs/:id/advance', async (req) => {
    const { id } = validate(IdParamsSchema, req.params, 'params')
    const answer = store.transaction((db) => {
      const row = must(db.chargingRepairs.find((r) => r.id === id), '报修单')
      if (row.status === 'repaired') throw conflict('维修已完成，没有下一步')
      const next = REPAIR_PLAN[REPAIR_PLAN.indexOf(row.status) + 1]
      const now = clock()
      row.status = next
      if (next === 'accepted') row.technician = TECHNICIANS[row.id % TECHNICIANS.length]
      if (next === 'repaired') row.result = '已完成检修，充电桩恢复正常'
      row.history.push({ status: next, time: iso(now), note: next === 'repaired' ? row.result! : REPAIR_STATUS_NOTES[next] })
      return { id: row.id, status: row.status, time: iso(now) }
    })
    return success(answer)
  })
}
