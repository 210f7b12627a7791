// Shipping addresses of the current user: list, add, update, set default, delete (spec §7
// has list/default/delete; add and update serve the address-edit screen). The region codes
// must exist and nest (district in city in province); exactly one address is default.
import { Type } from '@sinclair/typebox'
import {
  AddressIdBodySchema, AddressIdQuerySchema, AddressInputSchema, AddressSchema, AddressUpdateSchema,
  MAX_ADDRESSES, type Address,
} from '../../../types/api/user2'
import { badRequest, notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { nextId, type Db } from '../../state/db'
import { me, regionNames } from '../lookup'

const listOf = (db: Db, accountId: number) => db.addresses.filter((a) => a.accountId === accountId)
const strip = ({ accountId: _a, ...a }: Db['addresses'][number]): Address => a

function own(db: Db, accountId: number, id: number) {
  const row = db.addresses.find((a) => a.id === id && a.accountId === accountId)
  if (!row) throw notFound(`地址 ${id} 不存在`)
  return row
}

function makeDefault(db: Db, accountId: number, id: number) {
  for (const a of listOf(db, accountId)) a.isDefault = a.id === id
}

const sampleInput = {
  receiverName: '王小明', mobile: '13800138000', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
  detailAddress: '科技园科苑路 15 号', tag: '公司', isDefault: false,
}

export const addressRoutes = [
  defineRoute({
    area: 'user2', method: 'GET', path: '/api/v1/cuz/address/list', summary: '收货地址列表（默认在前）',
    auth: 'required', spec: true, response: Type.Array(AddressSchema), sample: {},
    handler: ({ db, accountId }) =>
      listOf(db, me(db, accountId).accountId).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id).map(strip),
  }),
  defineRoute({
    area: 'user2', method: 'POST', idempotent: true, path: '/api/v1/cuz/address/add', summary: '新增收货地址',
    auth: 'required', spec: false, body: AddressInputSchema, response: AddressSchema, sample: { body: sampleInput },
    handler: ({ db, body, accountId }) => {
      const who = me(db, accountId).accountId
      if (listOf(db, who).length >= MAX_ADDRESSES) throw badRequest(`最多保存 ${MAX_ADDRESSES} 个收货地址`)
      const names = regionNames(db, body)
      const first = listOf(db, who).length === 0
      const row = { ...body, ...names, id: nextId(db, 'address'), accountId: who, tag: body.tag ?? '', isDefault: false }
      db.addresses.push(row)
      if (body.isDefault || first) makeDefault(db, who, row.id)
      return strip(row)
    },
  }),
  defineRoute({
    area: 'user2', method: 'POST', path: '/api/v1/cuz/address/update', summary: '修改收货地址',
    auth: 'required', spec: false, body: AddressUpdateSchema, response: AddressSchema, sample: { body: { ...sampleInput, id: 2 } },
    handler: ({ db, body, accountId }) => {
      const who = me(db, accountId).accountId
      const row = own(db, who, body.id)
      const names = regionNames(db, body)
      Object.assign(row, {
        receiverName: body.receiverName, mobile: body.mobile, provinceCode: body.provinceCode, cityCode: body.cityCode,
        districtCode: body.districtCode, detailAddress: body.detailAddress, tag: body.tag ?? row.tag, ...names,
      })
      if (body.isDefault) makeDefault(db, who, row.id)
      return strip(row)
    },
  }),
  defineRoute({
    area: 'user2', method: 'POST', path: '/api/v1/cuz/address/default', summary: '设为默认地址',
    auth: 'required', spec: true, body: AddressIdBodySchema, response: AddressSchema, sample: { body: { id: 2 } },
    handler: ({ db, body, accountId }) => {
      const who = me(db, accountId).accountId
      const row = own(db, who, body.id)
      makeDefault(db, who, row.id)
      return strip(row)
    },
  }),
  defineRoute({
    area: 'user2', method: 'DELETE', path: '/api/v1/cuz/address/delete', summary: '删除地址（删默认时最新一条成为默认）',
    auth: 'required', spec: true, query: AddressIdQuerySchema, response: Type.Object({ id: Type.Integer() }), sample: { query: { id: 2 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const row = own(db, who, query.id)
      db.addresses = db.addresses.filter((a) => a !== row)
      const rest = listOf(db, who)
      if (row.isDefault && rest.length) makeDefault(db, who, Math.max(...rest.map((a) => a.id)))
      return { id: row.id }
    },
  }),
]
