// Dealer lookup (spec §7): regions that have dealers, and dealers of a province/city,
// sorted by distance (haversine, earth radius 6378.137 km, 2 decimals) when a position is given.
import { Type } from '@sinclair/typebox'
import { DealerQuerySchema, DealerSchema, OrgDistrictQuerySchema, OrgDistrictSchema } from '../../../types/api/lead'
import { must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import type { DealerRow } from '../../state/db'
import { regionByCode } from '../lookup'

const EARTH_RADIUS_KM = 6378.137
const rad = (d: number) => (d * Math.PI) / 180

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * 100) / 100
}

const dealerView = ({ avatar: _a, cover: _c, intro: _i, fansNum: _f, ...d }: DealerRow, distance: number | null) => ({ ...d, distance })

export const dealerRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/test-drive/consumer/org/district', summary: '有经销商的省份（或某省下的城市）',
    auth: 'none', spec: true, query: OrgDistrictQuerySchema, response: OrgDistrictSchema, sample: { query: { pid: '440000' } },
    handler: ({ db, query }) => {
      if (query.pid) must(regionByCode(db, query.pid), `地区 ${query.pid} `)
      const codes = new Set(db.dealers.map((d) => (query.pid ? d.cityCode : d.provinceCode)))
      return db.regions
        .filter((r) => codes.has(r.regionCode) && (!query.pid || r.parentCode === query.pid))
        .sort((a, b) => a.letter.localeCompare(b.letter))
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/yike/getDealerInfo', summary: '经销商查询（按省/市，可按距离排序）',
    auth: 'none', spec: true, query: DealerQuerySchema, response: Type.Array(DealerSchema),
    sample: { query: { provinceId: '440000', cityId: '440300', latitude: 22.54, longitude: 114.05 } },
    handler: ({ db, query }) => {
      must(regionByCode(db, query.provinceId), `地区 ${query.provinceId} `)
      const { latitude: lat, longitude: lng } = query
      const rows = db.dealers
        .filter((d) => d.provinceCode === query.provinceId && (!query.cityId || d.cityCode === query.cityId))
        .map((d) => dealerView(d, lat !== undefined && lng !== undefined ? distanceKm(lat, lng, d.latitude, d.longitude) : null))
      return rows.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.id - b.id)
    },
  }),
]
