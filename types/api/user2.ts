// Domain `user2`: administrative regions and the user's shipping addresses.
import { Type, type Static } from '@sinclair/typebox'
import { PhoneSchema } from './common'

/** Region fields as spec §3 lists them for dealer/city selection, plus coordinates. */
export const RegionSchema = Type.Object({
  regionCode: Type.String(),
  regionName: Type.String(),
  /** '0' for a province. */
  parentCode: Type.String(),
  /** 1 province, 2 city, 3 district. */
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  /** Initial of the pinyin name, for A-Z grouping. */
  letter: Type.String({ pattern: '^[A-Z]$' }),
  hot: Type.Boolean(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type Region = Static<typeof RegionSchema>

export interface RegionNode extends Region {
  children: RegionNode[]
}
export const RegionNodeSchema = Type.Recursive((Self) =>
  Type.Composite([RegionSchema, Type.Object({ children: Type.Array(Self) })]),
)

/**
 * districtCode: answer that one region; parentCode: its children; level: every region of
 * that level; nothing: the provinces.
 */
export const DistrictQuerySchema = Type.Object({
  districtCode: Type.Optional(Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })),
  parentCode: Type.Optional(Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  keyword: Type.Optional(Type.String({ maxLength: 20 })),
})
export type DistrictQuery = Static<typeof DistrictQuerySchema>

export const AddressSchema = Type.Object({
  id: Type.Integer(),
  receiverName: Type.String(),
  mobile: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  districtCode: Type.String(),
  districtName: Type.String(),
  detailAddress: Type.String(),
  /** Free label such as 家 or 公司; empty for none. */
  tag: Type.String(),
  isDefault: Type.Boolean(),
})
export type Address = Static<typeof AddressSchema>

const Code = Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })
export const AddressInputSchema = Type.Object({
  receiverName: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: PhoneSchema,
  provinceCode: Code,
  cityCode: Code,
  districtCode: Code,
  detailAddress: Type.String({ minLength: 2, maxLength: 100 }),
  tag: Type.Optional(Type.String({ maxLength: 10 })),
  isDefault: Type.Optional(Type.Boolean()),
})
export type AddressInput = Static<typeof AddressInputSchema>

export const AddressUpdateSchema = Type.Composite([
  Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  AddressInputSchema,
])
export type AddressUpdate = Static<typeof AddressUpdateSchema>

export const AddressIdBodySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export type AddressIdBody = Static<typeof AddressIdBodySchema>
export const AddressIdQuerySchema = AddressIdBodySchema
export type AddressIdQuery = AddressIdBody

/** Addresses a user may keep. */
export const MAX_ADDRESSES = 20
