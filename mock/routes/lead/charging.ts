// Home charging pile installation (issue 15 item 6): the notice, my cars and piles, applying,
// one application and cancelling it. One open application per car; a fuel car or a car with a
// pile cannot apply; the owner may cancel until the site is surveyed.
import { Type } from '@sinclair/typebox'
import {
  ApplicationBodySchema, ChargingApplicationSchema, ChargingCarSchema, ChargingNoticeSchema, ChargingPileSchema,
  INSTALL_DAYS_AHEAD, type ApplicationBody, type ChargingPile,
} from '../../../types/api/charging'
import { IdParamsSchema } from '../../../types/api/common'
import { badRequest, conflict, forbidden, must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { addDays, chinaDay, iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { CAR_SERVICE_CARS } from '../../seed/car-service'
import { APPLICATION_STATUS_NOTES, applicationNo, seedChargingNotice, type ApplicationRow } from '../../seed/charging'
import { me, regionNames } from '../lookup'
import {
  APPLICATION_OPEN, NOT_ELECTRIC, PILE_INSTALLED, applicationView, chargingCar, hasPile, myApplication, myCars, openApplicationOf,
} from './charging-views'

const isDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)

/** Installation days run from tomorrow to INSTALL_DAYS_AHEAD days ahead (China calendar). */
function checkDays(body: ApplicationBody, now: number): void {
  const first = addDays(chinaDay(now), 1)
  const last = addDays(chinaDay(now), INSTALL_DAYS_AHEAD)
  const check = (day: string, what: string) => {
    if (!isDay(day)) throw badRequest(`${what}不是有效日期`)
    if (day < first) throw badRequest(`${what}不能早于明天`)
    if (day > last) throw badRequest(`${what}只能在 ${INSTALL_DAYS_AHEAD} 天内`)
  }
  check(body.preferredDate, '期望安装日期')
  if (body.backupDate !== undefined) {
    check(body.backupDate, '备选日期')
    if (body.backupDate === body.preferredDate) throw badRequest('备选日期不能与期望安装日期相同')
  }
}

function newApplication(db: Db, accountId: number, body: ApplicationBody, now: number): ApplicationRow {
  const car = must(CAR_SERVICE_CARS.find((c) => c.id === body.carId), '车辆')
  if (car.accountId !== accountId) throw forbidden('这辆车不在你的名下')
  if (car.energy !== 'electric') throw badRequest(NOT_ELECTRIC)
  if (hasPile(db, car)) throw conflict(PILE_INSTALLED)
  if (openApplicationOf(db, car.id)) throw conflict(APPLICATION_OPEN)
  const names = regionNames(db, body)
  const address = body.address.trim()
  const contactName = body.contactName.trim()
  if ([...address].length < 5) throw badRequest('详细地址至少 5 个字')
  if (!contactName) throw badRequest('联系人姓名不能为空')
  checkDays(body, now)
  const id = nextId(db, 'chargingApplication')
  return {
    kind: 'install', id, accountId, applicationNo: applicationNo(id, now), carId: car.id, plate: car.plate, carModel: car.model,
    provinceCode: body.provinceCode, cityCode: body.cityCode, districtCode: body.districtCode, ...names,
    address, parking: body.parking, consentPhotos: body.consentPhotos, contactName, contactPhone: body.contactPhone,
    preferredDate: body.preferredDate, backupDate: body.backupDate ?? null,
    status: 'submitted', createdAt: iso(now), history: [{ status: 'submitted', time: iso(now), note: APPLICATION_STATUS_NOTES.submitted }],
    rejectReason: null, installer: null, pileNo: null,
  }
}

/** A valid application for car 3 (electric, no pile, nothing open in the seed). */
export const applicationSample = (now = Date.now()): ApplicationBody => ({
  carId: 3, provinceCode: '440000', cityCode: '440300', districtCode: '440304', address: '香蜜湖街道香梅北路 88 号 3 栋地库 B1-056 车位',
  parking: 'rented', consentPhotos: ['/static/img/covers/consent.svg'], contactName: '王小明', contactPhone: '13800138000',
  preferredDate: addDays(chinaDay(now), 3), backupDate: addDays(chinaDay(now), 5),
})

const pileView = ({ accountId: _a, ...pile }: Db['chargingPiles'][number]): ChargingPile => pile

export const chargingRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/charging/notice', summary: '家用充电桩安装须知（富文本）',
    auth: 'none', spec: false, response: ChargingNoticeSchema, sample: {},
    handler: ({ now }) => seedChargingNotice(now),
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/charging/cars', summary: '我的车辆及能否申请安装充电桩（不能时说明原因）',
    auth: 'required', spec: false, response: Type.Array(ChargingCarSchema), sample: {},
    handler: ({ db, accountId }) => myCars(me(db, accountId).accountId).map((car) => chargingCar(db, car)),
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/charging/piles', summary: '我已安装的家用充电桩',
    auth: 'required', spec: false, response: Type.Array(ChargingPileSchema), sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      return db.chargingPiles.filter((p) => p.accountId === who).map(pileView)
    },
  }),
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: '/web/charging/applications', summary: '申请安装家用充电桩（每辆车同时只能有一个进行中的申请）',
    auth: 'required', spec: false, body: ApplicationBodySchema, response: ChargingApplicationSchema,
    // The days must lie ahead, so the sample is computed when it is used.
    sample: async () => ({ body: applicationSample() }),
    handler: ({ db, accountId, body, now }) => {
      const row = newApplication(db, me(db, accountId).accountId, body, now)
      db.chargingApplications.push(row)
      return applicationView(db, row)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/charging/applications/:id', summary: '安装申请详情（进度、安装师傅、提交的信息）',
    auth: 'required', spec: false, params: IdParamsSchema, response: ChargingApplicationSchema, sample: { params: { id: 6101 } },
    handler: ({ db, accountId, params }) => applicationView(db, myApplication(db, me(db, accountId).accountId, params.id)),
  }),
  defineRoute({
    area: 'lead', method: 'POST', path: '/web/charging/applications/:id/cancel', summary: '取消安装申请（勘测前）',
    auth: 'required', spec: false, params: IdParamsSchema, response: ChargingApplicationSchema,
    sample: async (api) => {
      const created = await api.call<{ id: number }>('POST', '/lead/web/charging/applications', { body: applicationSample() })
      return { params: { id: created.data.id } }
    },
    handler: ({ db, accountId, params, now }) => {
      const row = myApplication(db, me(db, accountId).accountId, params.id)
      if (row.status === 'cancelled') throw conflict('该申请已取消')
      if (row.status !== 'submitted') throw conflict('已勘测的申请不能在线取消，请联系安装服务商')
      row.status = 'cancelled'
      row.history.push({ status: 'cancelled', time: iso(now), note: APPLICATION_STATUS_NOTES.cancelled })
      return applicationView(db, row)
    },
  }),
]

