// Cars of other brands (other-car pages): the brands and models to pick from, my cars of other
// brands (list, add, delete) and the activities open to their owners. The body schema checks the
// shape of plate and VIN; the handler checks what a pattern cannot: the brand and model, the VIN's
// check digit, a real purchase day not after today, the limit and the same plate twice.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../../types/api/common'
import {
  MAX_OTHER_CARS, OtherBrandSchema, OtherCarActivitySchema, OtherCarInputSchema, OtherCarSchema,
  type OtherCar, type OtherCarActivity, type OtherCarInput,
} from '../../../types/api/other-car'
import { badRequest, conflict, notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { chinaDay, iso } from '../../core/time'
import { OTHER_BRANDS, OTHER_CAR_ACTIVITIES, type OtherCarRow } from '../../seed/other-cars'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { isRealDay, vinCheckDigit } from './vin-check'

const BASE = '/web/car-service'

const strip = ({ accountId: _a, ...car }: OtherCarRow): OtherCar => car
const mine = (db: Db, accountId: number) => db.otherCars.filter((c) => c.accountId === accountId)

function brandAndModel(input: OtherCarInput) {
  const brand = OTHER_BRANDS.find((b) => b.id === input.brandId)
  if (!brand) throw badRequest(`品牌 ${input.brandId} 不存在`)
  const model = brand.models.find((m) => m.id === input.modelId)
  if (!model) throw badRequest(`车型 ${input.modelId} 不属于${brand.name}`)
  return { brandName: brand.name, modelName: model.name }
}

function checkVin(vin: string) {
  if (vin[8] !== vinCheckDigit(vin)) throw badRequest('车架号校验位（第 9 位）不正确，请核对行驶证上的车架号')
}

function checkPurchaseDate(day: string, now: number) {
  if (!isRealDay(day)) throw badRequest('购车日期不是有效的日期')
  if (day > chinaDay(now)) throw badRequest('购车日期不能晚于今天')
}

/** Uploads answer absolute URLs of this server; keep them relative so any host serves them. */
const relative = (url: string, origin: string) => (url.startsWith(`${origin}/static/`) ? url.slice(origin.length) : url)

function activitiesOf(db: Db, now: number): OtherCarActivity[] {
  return OTHER_CAR_ACTIVITIES.flatMap(([id, kind, benefit, requirement]) => {
    const a = db.registerActivities.find((r) => r.id === id)
    if (!a || a.status === 3 || Date.parse(a.signupEndTime) <= now) return []
    return [{ id, kind, title: a.name, benefit, requirement, deadline: a.signupEndTime, cover: a.cover, hash: a.hash }]
  }).sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline))
}

const sampleInput: OtherCarInput = {
  brandId: 10, modelId: 1002, plate: '京AD12345', vin: 'LRWYGCEK4NC000001', purchaseDate: '2023-04-01',
  licencePhoto: '/static/img/covers/licence-sample.svg',
}

export const otherCarRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: `${BASE}/other-brands`, summary: '其他品牌及其车型（添加车辆用）',
    auth: 'none', spec: false, response: Type.Array(OtherBrandSchema), sample: {},
    handler: () => OTHER_BRANDS.map((b) => ({ ...b, models: [...b.models] })),
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: `${BASE}/other-cars`, summary: '我的其他品牌车辆（新添加的在前）',
    auth: 'required', spec: false, response: Type.Array(OtherCarSchema), sample: {},
    handler: ({ db, accountId }) =>
      mine(db, me(db, accountId).accountId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(strip),
  }),
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: `${BASE}/other-cars`, summary: `添加其他品牌车辆（同一车牌不能重复，最多 ${MAX_OTHER_CARS} 辆）`,
    auth: 'required', spec: false, body: OtherCarInputSchema, response: OtherCarSchema, sample: { body: sampleInput },
    handler: ({ db, accountId, body, now, origin }) => {
      const who = me(db, accountId).accountId
      const names = brandAndModel(body)
      if (body.vin) checkVin(body.vin)
      checkPurchaseDate(body.purchaseDate, now)
      const cars = mine(db, who)
      if (cars.some((c) => c.plate === body.plate)) throw conflict('该车牌已添加')
      if (cars.length >= MAX_OTHER_CARS) throw conflict(`最多添加 ${MAX_OTHER_CARS} 辆其他品牌车辆，请先删除不用的车辆`)
      const row: OtherCarRow = {
        id: nextId(db, 'otherCar'), accountId: who, brandId: body.brandId, modelId: body.modelId, ...names,
        plate: body.plate, vin: body.vin ?? '', purchaseDate: body.purchaseDate,
        licencePhoto: body.licencePhoto ? relative(body.licencePhoto, origin) : null, createdAt: iso(now),
      }
      db.otherCars.push(row)
      return strip(row)
    },
  }),
  defineRoute({
    area: 'lead', method: 'DELETE', path: `${BASE}/other-cars/:id`, summary: '删除我的一辆其他品牌车辆',
    auth: 'required', spec: false, params: IdParamsSchema, response: Type.Object({ id: Type.Integer() }), sample: { params: { id: 501 } },
    handler: ({ db, accountId, params }) => {
      const who = me(db, accountId).accountId
      // Someone else's car answers as if it did not exist: its plate is none of the caller's business.
      const row = db.otherCars.find((c) => c.id === params.id && c.accountId === who)
      if (!row) throw notFound(`车辆 ${params.id} 不存在`)
      db.otherCars = db.otherCars.filter((c) => c !== row)
      return { id: row.id }
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: `${BASE}/other-car-activities`, summary: '其他品牌车主可参加的活动（报名中，截止早的在前）',
    auth: 'none', spec: false, response: Type.Array(OtherCarActivitySchema), sample: {},
    handler: ({ db, now }) => activitiesOf(db, now),
  }),
]
