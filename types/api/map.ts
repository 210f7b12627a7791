// The dev map host answers in the shape of Tencent's location web service (lbs.qq.com
// WebService API), so the app's location code works offline. Answers are not enveloped:
// Tencent uses `status` 0 for success and e.g. 311 for a bad key, always with HTTP 200.
import { Type, type Static, type TSchema } from '@sinclair/typebox'

const LatLng = Type.Object({ lat: Type.Number(), lng: Type.Number() })
export const MapLatLngSchema = LatLng
export type MapLatLng = Static<typeof LatLng>

/** Failure answer (bad key, bad parameters). */
export const MapErrorSchema = Type.Object({
  status: Type.Integer({ minimum: 1 }),
  message: Type.String(),
  request_id: Type.String(),
})
export type MapError = Static<typeof MapErrorSchema>

const AdInfo = Type.Object({
  nation_code: Type.String(),
  adcode: Type.String(),
  city_code: Type.String(),
  name: Type.String(),
  location: LatLng,
  nation: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
})

export const GeocoderQuerySchema = Type.Object({
  location: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  output: Type.Optional(Type.String()),
  callback: Type.Optional(Type.String()),
})
export type GeocoderQuery = Static<typeof GeocoderQuerySchema>

export const GeocoderResultSchema = Type.Object({
  status: Type.Literal(0),
  message: Type.String(),
  request_id: Type.String(),
  result: Type.Object({
    location: LatLng,
    address: Type.String(),
    formatted_addresses: Type.Object({ recommend: Type.String(), rough: Type.String() }),
    address_component: Type.Object({
      nation: Type.String(),
      province: Type.String(),
      city: Type.String(),
      district: Type.String(),
      street: Type.String(),
      street_number: Type.String(),
    }),
    ad_info: AdInfo,
  }),
})
export type GeocoderResult = Static<typeof GeocoderResultSchema>

export const IpLocationQuerySchema = Type.Object({
  ip: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  output: Type.Optional(Type.String()),
  callback: Type.Optional(Type.String()),
})
export type IpLocationQuery = Static<typeof IpLocationQuerySchema>

export const IpLocationResultSchema = Type.Object({
  status: Type.Literal(0),
  message: Type.String(),
  request_id: Type.String(),
  result: Type.Object({
    ip: Type.String(),
    location: LatLng,
    ad_info: Type.Object({
      nation: Type.String(),
      province: Type.String(),
      city: Type.String(),
      district: Type.String(),
      adcode: Type.Integer(),
    }),
  }),
})
export type IpLocationResult = Static<typeof IpLocationResultSchema>

export const TranslateQuerySchema = Type.Object({
  locations: Type.Optional(Type.String()),
  /** 1 GPS, 2 sogou, 3 baidu, 4 mapbar, 5 google (already GCJ-02), 6 sogou mercator. */
  type: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  output: Type.Optional(Type.String()),
  callback: Type.Optional(Type.String()),
})
export type TranslateQuery = Static<typeof TranslateQuerySchema>

export const TranslateResultSchema = Type.Object({
  status: Type.Literal(0),
  message: Type.String(),
  request_id: Type.String(),
  locations: Type.Array(LatLng),
})
export type TranslateResult = Static<typeof TranslateResultSchema>

/** What a map route may answer: its success shape or a Tencent-style error. */
export const mapAnswer = <T extends TSchema>(ok: T) => Type.Union([ok, MapErrorSchema])
