// Test-drive requests: anyone may submit (a lead); with a token it is linked to the account
// and listed under "my test drives".
import { Type } from '@sinclair/typebox'
import { TestDriveBodySchema, TestDriveSchema } from '../../../types/api/lead'
import { badRequest, conflict, must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { addDays, chinaDay, iso } from '../../core/time'
import { nextId } from '../../state/db'
import { me } from '../lookup'

export const testDriveRoutes = [
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: '/web/test-drive/submit', summary: '预约试驾',
    auth: 'optional', spec: false, body: TestDriveBodySchema, response: TestDriveSchema,
    // The date must be in the future, so the sample is computed when it is used.
    sample: async () => ({
      body: { name: '王小明', mobile: '13800138000', vehicleTypeId: 1, dealerCode: 'EV-SZ-001', expectDate: addDays(chinaDay(Date.now()), 2), remark: '下午有空' },
    }),
    handler: ({ db, body, accountId, now }) => {
      const vt = must(db.vehicleTypes.find((v) => v.id === body.vehicleTypeId), '车型')
      const dealer = must(db.dealers.find((d) => d.dealerCode === body.dealerCode), '经销商')
      const today = chinaDay(now)
      if (Number.isNaN(Date.parse(`${body.expectDate}T00:00:00Z`))) throw badRequest('参数 expectDate 不是有效日期')
      if (body.expectDate < today) throw badRequest('参数 expectDate 不能早于今天')
      if (body.expectDate > addDays(today, 60)) throw badRequest('参数 expectDate 只能在 60 天内')
      const dup = db.testDrives.find((t) => t.mobile === body.mobile && t.vehicleTypeId === vt.id && t.status === 1)
      if (dup) throw conflict('该手机号已预约过这款车型，请等待门店联系')
      const row = {
        id: nextId(db, 'testDrive'), accountId, name: body.name, mobile: body.mobile, vehicleTypeId: vt.id, vehicleTypeName: vt.name,
        dealerCode: dealer.dealerCode, dealerName: dealer.dealerName, expectDate: body.expectDate, remark: body.remark ?? '',
        status: 1, createdAt: iso(now),
      }
      db.testDrives.push(row)
      return row
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/test-drive/mine', summary: '我的试驾预约',
    auth: 'required', spec: false, response: Type.Array(TestDriveSchema), sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      return db.testDrives.filter((t) => t.accountId === who).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    },
  }),
]
