// Administrative regions (spec §7): district lookup and the whole tree.
import { Type } from '@sinclair/typebox'
import { DistrictQuerySchema, RegionNodeSchema, RegionSchema, type Region, type RegionNode } from '../../../types/api/user2'
import { must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import type { Db } from '../../state/db'
import { regionByCode } from '../lookup'

export function regionTree(db: Db, parentCode = '0'): RegionNode[] {
  return db.regions.filter((r) => r.parentCode === parentCode).map((r) => ({ ...r, children: regionTree(db, r.regionCode) }))
}

export const regionRoutes = [
  defineRoute({
    area: 'user2', method: 'GET', path: '/api/v1/cuz/district', summary: '行政区划查询（按编码/上级/层级/关键字；默认省份）',
    auth: 'none', spec: true, query: DistrictQuerySchema, response: Type.Array(RegionSchema),
    sample: { query: { districtCode: '440305' } },
    handler: ({ db, query }): Region[] => {
      if (query.districtCode) return [must(regionByCode(db, query.districtCode), `地区 ${query.districtCode} `)]
      let rows = db.regions
      if (query.parentCode) {
        must(regionByCode(db, query.parentCode), `地区 ${query.parentCode} `)
        rows = rows.filter((r) => r.parentCode === query.parentCode)
      } else if (query.level) rows = rows.filter((r) => r.level === query.level)
      else if (!query.keyword) rows = rows.filter((r) => r.level === 1)
      if (query.keyword) rows = rows.filter((r) => r.regionName.includes(query.keyword!))
      return rows
    },
  }),
  defineRoute({
    area: 'user2', method: 'GET', path: '/api/v1/cuz/cn-org-tree', summary: '省市区树',
    auth: 'none', spec: true, response: Type.Array(RegionNodeSchema), sample: {},
    handler: ({ db }) => regionTree(db),
  }),
]
