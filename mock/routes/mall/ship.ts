// Default shipping address summary (spec §7, mall domain); null when the user has none.
import { ShipDefaultSchema } from '../../../types/api/mall'
import { defineRoute } from '../../core/route'
import { me } from '../lookup'

export const shipRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/address/ship/default', summary: '默认收货地址摘要',
    auth: 'required', spec: true, response: ShipDefaultSchema, sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      const a = db.addresses.find((x) => x.accountId === who && x.isDefault)
      return a ? { id: a.id, provinceName: a.provinceName, cityName: a.cityName, cityCode: a.cityCode, districtName: a.districtName } : null
    },
  }),
]
