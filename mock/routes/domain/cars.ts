// Car tools under /2c/{brand}/tool-service/read (spec §7): vehicle types (optionally new
// models first), cars on sale, secondary dealers; plus a model's detail for the intro page.
import { Type } from '@sinclair/typebox'
import {
  BrandParamsSchema, SalesCarQuerySchema, SalesCarSchema, SecondaryDealerQuerySchema, SecondaryDealerSchema,
  VehicleTypeDetailQuerySchema, VehicleTypeDetailSchema, VehicleTypeQuerySchema, VehicleTypeSchema,
} from '../../../types/api/domain'
import { must, notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'

export const BRAND = 'ev'
export const TOOL = '/2c/:brand/tool-service/read'

export function checkBrand(brand: string): void {
  if (brand !== BRAND) throw notFound(`品牌 ${brand} 不存在`)
}

const params = { brand: BRAND }

export const carRoutes = [
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/vehicleType/list`, summary: '车型列表（sort=newCar 新车在前）',
    auth: 'none', spec: true, params: BrandParamsSchema, query: VehicleTypeQuerySchema, response: Type.Array(VehicleTypeSchema),
    sample: { params, query: { source: 2, sort: 'newCar' } },
    handler: ({ db, params: p, query }) => {
      checkBrand(p.brand)
      const rows = db.vehicleTypes.map(({ gallery: _g, html: _h, specs: _s, ...v }) => v)
      return query.sort === 'newCar' ? rows.sort((a, b) => Number(b.newCar) - Number(a.newCar) || a.sort - b.sort) : rows.sort((a, b) => a.sort - b.sort)
    },
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/vehicleType/detail`, summary: '车型详情（图集、介绍 HTML、参数）',
    auth: 'none', spec: false, params: BrandParamsSchema, query: VehicleTypeDetailQuerySchema, response: VehicleTypeDetailSchema,
    sample: { params, query: { id: 2 } },
    handler: ({ db, params: p, query }) => {
      checkBrand(p.brand)
      return must(db.vehicleTypes.find((v) => v.id === query.id), '车型')
    },
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/SalesCars/list`, summary: '在售车款',
    auth: 'none', spec: true, params: BrandParamsSchema, query: SalesCarQuerySchema, response: Type.Array(SalesCarSchema),
    sample: { params },
    handler: ({ db, params: p, query }) => {
      checkBrand(p.brand)
      return db.salesCars.filter((c) => !query.vehicleTypeId || c.vehicleTypeId === query.vehicleTypeId)
    },
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/secondaryDealer/list`, summary: '二级经销商（展厅）',
    auth: 'none', spec: true, params: BrandParamsSchema, query: SecondaryDealerQuerySchema, response: Type.Array(SecondaryDealerSchema),
    sample: { params },
    handler: ({ db, params: p, query }) => {
      checkBrand(p.brand)
      return db.secondaryDealers.filter(
        (d) => (!query.cityCode || d.cityCode === query.cityCode) && (!query.parentDealerCode || d.parentDealerCode === query.parentDealerCode),
      )
    },
  }),
]
