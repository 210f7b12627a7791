// Domain `lead`: the lead-capture form of user-information-capture/retain-capital (name,
// phone, city, model, consent), optionally tied to an activity.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PhoneSchema } from './common'

const RegionCode = Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })

export const LeadCaptureBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: PhoneSchema,
  provinceCode: RegionCode,
  cityCode: RegionCode,
  vehicleTypeId: Type.Integer({ minimum: 1 }),
  /** The user agreed to the personal-information statement; false is refused. */
  consent: Type.Boolean(),
  /** Where the form was opened from, e.g. activity-201 or mine. */
  source: Type.Optional(Type.String({ maxLength: 32 })),
})
export type LeadCaptureBody = Static<typeof LeadCaptureBodySchema>

export const LeadSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Masked, e.g. 138****8000. */
  mobile: Type.String(),
  provinceName: Type.String(),
  cityName: Type.String(),
  vehicleTypeName: Type.String(),
  source: Type.String(),
  createdAt: DateTimeSchema,
})
export type Lead = Static<typeof LeadSchema>
