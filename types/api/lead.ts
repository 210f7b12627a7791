// Domain `lead`: test drives and dealer lookup.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PhoneSchema } from './common'
import { RegionSchema } from './user2'

export const OrgDistrictQuerySchema = Type.Object({
  /** Province code: answer its cities that have dealers; absent: provinces with dealers. */
  pid: Type.Optional(Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })),
})
export type OrgDistrictQuery = Static<typeof OrgDistrictQuerySchema>
export const OrgDistrictSchema = Type.Array(RegionSchema)

export const DealerQuerySchema = Type.Object({
  provinceId: Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' }),
  cityId: Type.Optional(Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })),
  /** With both, dealers come sorted by distance (km, 2 decimals). */
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
})
export type DealerQuery = Static<typeof DealerQuerySchema>

export const DealerSchema = Type.Object({
  id: Type.Integer(),
  dealerCode: Type.String(),
  dealerName: Type.String(),
  shortName: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  businessHours: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  districtCode: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  score: Type.Number(),
  distance: Type.Union([Type.Number(), Type.Null()]),
})
export type Dealer = Static<typeof DealerSchema>

export const TestDriveBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: PhoneSchema,
  vehicleTypeId: Type.Integer({ minimum: 1 }),
  dealerCode: Type.String({ minLength: 1, maxLength: 32 }),
  /** YYYY-MM-DD, today or later. */
  expectDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: '必须是 YYYY-MM-DD 格式的日期' }),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
})
export type TestDriveBody = Static<typeof TestDriveBodySchema>

export const TestDriveSchema = Type.Object({
  id: Type.Integer(),
  accountId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  mobile: Type.String(),
  vehicleTypeId: Type.Integer(),
  vehicleTypeName: Type.String(),
  dealerCode: Type.String(),
  dealerName: Type.String(),
  expectDate: Type.String(),
  remark: Type.String(),
  /** 1 submitted, 2 confirmed by the dealer, 3 done. */
  status: Type.Integer(),
  createdAt: DateTimeSchema,
})
export type TestDrive = Static<typeof TestDriveSchema>
