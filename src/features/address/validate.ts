import type { AddressInput } from '@api/user2'
import { filled, maxLength, minLength, on, phone, validate, type Errors, type Rules } from '@/shared/form'
import type { RegionFields } from '@/entities/region/fields'

/** What the form holds while the user types (codes and names of the picked regions). */
export interface AddressDraft extends RegionFields {
  receiverName: string
  mobile: string
  detailAddress: string
  tag: string
  isDefault: boolean
}

export type DraftField = 'receiverName' | 'mobile' | 'region' | 'detailAddress' | 'tag'
export type DraftErrors = Errors<DraftField>

export const EMPTY_DRAFT: AddressDraft = {
  receiverName: '',
  mobile: '',
  provinceCode: '',
  provinceName: '',
  cityCode: '',
  cityName: '',
  districtCode: '',
  districtName: '',
  detailAddress: '',
  tag: '',
  isDefault: false,
}

export const NAME_MAX = 20
export const DETAIL_MIN = 2
export const DETAIL_MAX = 100
export const TAG_MAX = 10

/** Field -> its rule, in the order of the form. Limits match the server's. */
export const ADDRESS_RULES: Rules<AddressDraft, DraftField> = {
  receiverName: on('receiverName', filled('请输入收货人姓名'), maxLength(NAME_MAX, `收货人姓名不能超过${NAME_MAX}个字`)),
  mobile: on('mobile', phone),
  region: (d) => (d.provinceCode && d.cityCode && d.districtCode ? undefined : '请选择所在地区（省、市、区）'),
  detailAddress: on('detailAddress', minLength(DETAIL_MIN, '请填写详细地址（街道、门牌号等）'), maxLength(DETAIL_MAX, `详细地址不能超过${DETAIL_MAX}个字`)),
  tag: on('tag', maxLength(TAG_MAX, `标签不能超过${TAG_MAX}个字`)),
}

/** Field -> Chinese message; empty when the draft can be saved. */
export const validateDraft = (d: AddressDraft): DraftErrors => validate(d, ADDRESS_RULES)

/** The body the server takes, from a valid draft. */
export function toInput(d: AddressDraft): AddressInput {
  return {
    receiverName: d.receiverName.trim(),
    mobile: d.mobile.trim(),
    provinceCode: d.provinceCode,
    cityCode: d.cityCode,
    districtCode: d.districtCode,
    detailAddress: d.detailAddress.trim(),
    tag: d.tag.trim(),
    isDefault: d.isDefault,
  }
}

/** 广东省 深圳市 南山区 (the shared region picker's line, which says a municipality once). */
export { regionLine as regionText } from '@/entities/region/fields'
