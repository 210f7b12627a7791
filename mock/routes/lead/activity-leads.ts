// Lead capture (user-information-capture/retain-capital): anyone may leave name, phone, city
// and model; with a token the lead is linked to the account. Leads are kept on the db object
// under their own key, created on first use, so /__reset clears them with everything else.
import { LeadCaptureBodySchema, LeadSchema, type Lead } from '../../../types/api/lead-activity'
import { badRequest, conflict, must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { maskMobile, regionByCode } from '../lookup'
import { partnerOfSource, referLead } from '../user/partner-credit'

type LeadRow = Lead & { fullMobile: string; cityCode: string; vehicleTypeId: number; accountId: number | null }
const leadsOf = (db: Db): LeadRow[] => ((db as Db & { leads?: LeadRow[] }).leads ??= [])
/** The leads captured so far, for readers (a GET must not create the list: its db is read-only). */
export const capturedLeads = (db: Db): readonly LeadRow[] => (db as Db & { leads?: LeadRow[] }).leads ?? []
const strip = ({ fullMobile: _m, cityCode: _c, vehicleTypeId: _v, accountId: _a, ...lead }: LeadRow): Lead => lead

export const activityLeadRoutes = [
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: '/web/lead/capture', summary: '留资（姓名、手机号、城市、意向车型）',
    auth: 'optional', spec: false, body: LeadCaptureBodySchema, response: LeadSchema,
    sample: { body: { name: '王小明', mobile: '13800138000', provinceCode: '110000', cityCode: '110100', vehicleTypeId: 1, consent: true, source: 'mine' } },
    handler: ({ db, body, accountId, now }) => {
      if (!body.consent) throw badRequest('请先阅读并同意《个人信息保护声明》')
      const province = must(regionByCode(db, body.provinceCode), '省份')
      const city = must(regionByCode(db, body.cityCode), '城市')
      if (province.level !== 1 || city.parentCode !== province.regionCode) throw badRequest('城市不属于所选省份')
      const vt = must(db.vehicleTypes.find((v) => v.id === body.vehicleTypeId), '车型')
      const source = body.source ?? ''
      // A partner's scene (`partner-<scene>`) credits the lead to them: it must exist.
      const partner = partnerOfSource(db, source)
      const leads = leadsOf(db)
      if (leads.some((l) => l.fullMobile === body.mobile && l.vehicleTypeId === vt.id && l.source === source)) {
        throw conflict('该手机号已登记过这款车型，顾问会尽快与你联系')
      }
      const row: LeadRow = {
        id: nextId(db, 'lead'), name: body.name, mobile: maskMobile(body.mobile), fullMobile: body.mobile,
        provinceName: province.regionName, cityName: city.regionName, cityCode: city.regionCode, vehicleTypeId: vt.id, vehicleTypeName: vt.name,
        source, accountId, createdAt: iso(now),
      }
      leads.push(row)
      if (partner) referLead(db, partner, { name: body.name, mobile: body.mobile, vehicleTypeId: vt.id, cityCode: city.regionCode }, now)
      return strip(row)
    },
  }),
]
