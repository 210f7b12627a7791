// The map host: Tencent location web service shapes (reverse geocoding, IP location,
// coordinate translation) answered from the seeded region tree, so location works offline.
// Like Tencent, every answer is HTTP 200 with `status` 0 or an error code (311 bad key...).
import { randomBytes } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import {
  GeocoderQuerySchema, GeocoderResultSchema, IpLocationQuerySchema, IpLocationResultSchema, mapAnswer,
  TranslateQuerySchema, TranslateResultSchema, type MapError,
} from '../../../types/api/map'
import { defineRoute } from '../../core/route'
import { DEV_MAP_KEY } from '../../seed/tenants'
import { bd09ToGcj02, wgs84ToGcj02 } from './coords'
import { ipLocation, reverseGeocode } from './geo'

const KEY_FORMAT = /^[0-9A-Z]{5}(-[0-9A-Z]{5}){5}$/
const requestId = () => randomBytes(8).toString('hex')
const fail = (status: number, message: string): MapError => ({ status, message, request_id: requestId() })

function keyError(key: string | undefined): MapError | null {
  if (!key || !KEY_FORMAT.test(key)) return fail(311, 'key格式错误')
  if (key !== DEV_MAP_KEY) return fail(190, '无效的KEY')
  return null
}

function parseLatLng(text: string): { lat: number; lng: number } | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text)
  if (!m) return null
  const lat = Number(m[1])
  const lng = Number(m[2])
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

/** JSONP like the real service (output=jsonp&callback=fn), else plain JSON. */
function answer<T>(reply: FastifyReply, q: { output?: string; callback?: string }, body: T): T {
  if (q.output === 'jsonp' && q.callback && /^[A-Za-z_$][\w$.]{0,63}$/.test(q.callback)) {
    reply.type('application/javascript; charset=utf-8').send(`${q.callback}(${JSON.stringify(body)})`)
  }
  return body
}

const KEY = DEV_MAP_KEY

export const mapRoutes = [
  defineRoute({
    area: 'map', method: 'GET', path: '/ws/geocoder/v1/', summary: '逆地址解析（腾讯位置服务格式）',
    auth: 'none', spec: true, answer: 'json', query: GeocoderQuerySchema, response: mapAnswer(GeocoderResultSchema),
    sample: { query: { location: '39.984154,116.307490', key: KEY } },
    handler: ({ db, query, reply }) => {
      const error = keyError(query.key)
      if (error) return answer(reply, query, error)
      const at = parseLatLng(query.location ?? '')
      if (!at) return answer(reply, query, fail(310, '请求参数信息有误'))
      return answer(reply, query, { status: 0 as const, message: 'query ok', request_id: requestId(), result: reverseGeocode(db, at) })
    },
  }),
  defineRoute({
    area: 'map', method: 'GET', path: '/ws/location/v1/ip', summary: 'IP 定位（腾讯位置服务格式）',
    auth: 'none', spec: true, answer: 'json', query: IpLocationQuerySchema, response: mapAnswer(IpLocationResultSchema),
    sample: { query: { key: KEY } },
    handler: ({ db, query, req, reply }) => {
      const error = keyError(query.key)
      if (error) return answer(reply, query, error)
      const ip = query.ip ?? req.ip
      if (!/^[\d.:a-fA-F]{2,45}$/.test(ip)) return answer(reply, query, fail(310, '请求参数信息有误'))
      return answer(reply, query, { status: 0 as const, message: 'query ok', request_id: requestId(), result: ipLocation(db, ip) })
    },
  }),
  defineRoute({
    area: 'map', method: 'GET', path: '/ws/coord/v1/translate', summary: '坐标转换为 GCJ-02（type 1 GPS，3 百度）',
    auth: 'none', spec: true, answer: 'json', query: TranslateQuerySchema, response: mapAnswer(TranslateResultSchema),
    sample: { query: { locations: '39.90,116.38;31.23,121.47', type: '1', key: KEY } },
    handler: ({ query, reply }) => {
      const error = keyError(query.key)
      if (error) return answer(reply, query, error)
      const points = (query.locations ?? '').split(';').map(parseLatLng)
      const type = Number(query.type ?? '1')
      if (!points.length || points.length > 100 || points.some((p) => !p) || ![1, 2, 3, 4, 5, 6].includes(type)) {
        return answer(reply, query, fail(310, '请求参数信息有误'))
      }
      const convert = type === 1 ? wgs84ToGcj02 : type === 3 ? bd09ToGcj02 : (lat: number, lng: number) => ({ lat, lng })
      return answer(reply, query, {
        status: 0 as const, message: 'query ok', request_id: requestId(),
        locations: points.map((p) => convert(p!.lat, p!.lng)),
      })
    },
  }),
]
