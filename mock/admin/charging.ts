// Dev and test only: the installer and the repair desk move charging orders on, timed now, so an
// end-to-end test can see an application surveyed (no longer cancellable), installed (a pile
// appears, 去评价 shows) or rejected with a reason, and a repair finished.
//   POST /__admin/charging/applications/:id/advance   { reject?: '原因' }
//   POST /__admin/charging/repairs/:id/advance
import { Type } from '@sinclair/typebox'
import { APPLICATION_PLAN, ApplicationStatusSchema, REPAIR_PLAN, RepairStatusSchema } from '../../types/api/charging'
import { DateTimeSchema, IdParamsSchema } from '../../types/api/common'
import { conflict, must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import { APPLICATION_STATUS_NOTES, INSTALLERS, REPAIR_STATUS_NOTES, TECHNICIANS, pileNo } from '../seed/charging'
import { applicationSample } from '../routes/lead/charging'
import { nextId } from '../state/db'

const AdvanceSchema = Type.Object({ reject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) })
const admin = { area: 'admin', auth: 'none', spec: false, params: IdParamsSchema } as const

export const chargingAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/charging/applications/:id/advance', summary: '安装申请进入下一步，或以 reject 驳回（安装开始前）',
    body: AdvanceSchema, optionalBody: true,
    // The seed has no application in progress: the sample takes user 1's open one, or submits
    // one as the owner would (a car may have only one open at a time).
    sample: async (api) => {
      const list = await api.call<{ list: { id: number; status: string }[] }>('GET', '/lead/web/charging/orders', { query: { kind: 'install', pageSize: 50 } })
      const open = list.data.list.find((a) => ['submitted', 'surveyed'].includes(a.status))
      const id = open?.id ?? (await api.call<{ id: number }>('POST', '/lead/web/charging/applications', { body: applicationSample() })).data.id
      return { params: { id }, body: {} }
    },
    response: Type.Object({ id: Type.Integer(), status: ApplicationStatusSchema, time: DateTimeSchema }),
    handler: ({ db, params, body: { reject }, now }) => {
      const row = must(db.chargingApplications.find((a) => a.id === params.id), '安装申请')
      const at = APPLICATION_PLAN.indexOf(row.status as (typeof APPLICATION_PLAN)[number])
      if (at < 0 || row.status === 'installed') throw conflict('申请已结束，没有下一步')
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
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/charging/repairs/:id/advance', summary: '报修单进入下一步（受理、维修中、已修复）',
    sample: { params: { id: 6201 } },
    response: Type.Object({ id: Type.Integer(), status: RepairStatusSchema, time: DateTimeSchema }),
    handler: ({ db, params, now }) => {
      const row = must(db.chargingRepairs.find((r) => r.id === params.id), '报修单')
      if (row.status === 'repaired') throw conflict('维修已完成，没有下一步')
      const next = REPAIR_PLAN[REPAIR_PLAN.indexOf(row.status) + 1]
      row.status = next
      if (next === 'accepted') row.technician = TECHNICIANS[row.id % TECHNICIANS.length]
      if (next === 'repaired') row.result = '已完成检修，充电桩恢复正常'
      row.history.push({ status: next, time: iso(now), note: next === 'repaired' ? row.result! : REPAIR_STATUS_NOTES[next] })
      return { id: row.id, status: row.status, time: iso(now) }
    },
  }),
]
