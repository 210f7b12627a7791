// Lookups shared by route modules: rows by id with a Chinese 404, per-user flags.
import { badRequest, must } from '../core/api-error'
import type { Db, UserRow } from '../state/db'

export const userById = (db: Db, id: number): UserRow => must(db.users.find((u) => u.accountId === id), '用户')

/** The signed-in account of a route with auth 'required' (the gateway already checked it). */
export const me = (db: Db, accountId: number | null): UserRow => userById(db, accountId ?? -1)

export const maskMobile = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`

export type FlagKind = 'like' | 'collect' | 'clike' | 'alike' | 'acollect' | 'help'

export const hasFlag = (db: Db, kind: FlagKind, accountId: number | null, id: number) =>
  accountId !== null && db.flags[`${kind}:${accountId}:${id}`] === true

/** Sets or clears a flag; answers whether it changed (so counters move only once). */
export function setFlag(db: Db, kind: FlagKind, accountId: number, id: number, on: boolean): boolean {
  const key = `${kind}:${accountId}:${id}`
  const was = db.flags[key] === true
  if (on) db.flags[key] = true
  else delete db.flags[key]
  return was !== on
}

/** The partner a share scene credits (leads with source `partner-<sceneId>`). */
export const partnerByScene = (db: Db, sceneId: string) => db.partnerProfiles.find((p) => p.sceneId === sceneId)

export const regionByCode = (db: Db, code: string) => db.regions.find((r) => r.regionCode === code)

/** The names of a province, city and district that exist and nest; a clear 400 otherwise. */
export function regionNames(db: Db, codes: { provinceCode: string; cityCode: string; districtCode: string }) {
  const province = regionByCode(db, codes.provinceCode)
  const city = regionByCode(db, codes.cityCode)
  const district = regionByCode(db, codes.districtCode)
  if (!province || province.level !== 1) throw badRequest('参数 provinceCode 不是有效的省份')
  if (!city || city.parentCode !== province.regionCode) throw badRequest('参数 cityCode 不属于所选省份')
  if (!district || district.parentCode !== city.regionCode) throw badRequest('参数 districtCode 不属于所选城市')
  return { provinceName: province.regionName, cityName: city.regionName, districtName: district.regionName }
}
