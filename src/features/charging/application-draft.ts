import type { ApplicationBody, Parking } from '@api/charging'
import { chosen, filled, maxLength, minLength, on, phone, type Errors, type Rules } from '@/shared/form'
import { NO_REGION, type RegionFields } from '@/entities/region/fields'
import { ADDRESS_MAX, ADDRESS_MIN, CONTACT_NAME_MAX } from './constants'
import { firstInstallDay } from './dates'

/** What the application form holds while it is filled in. */
export interface ApplicationDraft extends RegionFields {
  carId?: number
  address: string
  parking: Parking | null
  consentPhotos: string[]
  contactName: string
  contactPhone: string
  preferredDate: string
  /** '' when no second choice. */
  backupDate: string
  /** The installation notice was read and agreed to. */
  agreed: boolean
}

export type ApplicationField =
  | 'carId' | 'region' | 'address' | 'parking' | 'consentPhotos' | 'contactName' | 'contactPhone' | 'preferredDate' | 'backupDate' | 'agreed'
export type ApplicationErrors = Errors<ApplicationField>

export const EMPTY_APPLICATION: ApplicationDraft = {
  ...NO_REGION, carId: undefined, address: '', parking: null, consentPhotos: [], contactName: '', contactPhone: '',
  preferredDate: '', backupDate: '', agreed: false,
}

/** A day the installer can still come: from tomorrow on (a form left open overnight may hold today). */
const ahead = (message: string) => (day: string) => (day && day < firstInstallDay() ? message : undefined)

/** Field -> its rule, in the order of the form; limits match the server's. */
export const APPLICATION_RULES: Rules<ApplicationDraft, ApplicationField> = {
  carId: on('carId', chosen('请选择申请安装的车辆')),
  region: (d) => (d.provinceCode && d.cityCode && d.districtCode ? undefined : '请选择安装地址所在的省、市、区'),
  address: on(
    'address',
    filled('请填写详细地址（小区、楼栋、车位号）'),
    minLength(ADDRESS_MIN, `详细地址至少 ${ADDRESS_MIN} 个字`),
    maxLength(ADDRESS_MAX, `详细地址不能超过 ${ADDRESS_MAX} 个字`),
  ),
  parking: on('parking', chosen('请选择车位类型')),
  consentPhotos: (d) => (d.consentPhotos.length ? undefined : '请上传物业同意安装证明的照片'),
  contactName: on('contactName', filled('请输入联系人姓名'), maxLength(CONTACT_NAME_MAX, `联系人姓名不能超过 ${CONTACT_NAME_MAX} 个字`)),
  contactPhone: on('contactPhone', phone),
  preferredDate: on('preferredDate', filled('请选择期望安装日期'), ahead('期望安装日期不能早于明天，请重新选择')),
  backupDate: (d) =>
    ahead('备选日期不能早于明天，请重新选择')(d.backupDate) ?? (d.backupDate && d.backupDate === d.preferredDate ? '备选日期不能与期望安装日期相同' : undefined),
  agreed: on('agreed', chosen('请先阅读并同意安装须知')),
}

/** The body the server takes, from a valid draft. */
export function toApplicationBody(d: ApplicationDraft): ApplicationBody {
  return {
    carId: d.carId!,
    provinceCode: d.provinceCode,
    cityCode: d.cityCode,
    districtCode: d.districtCode,
    address: d.address.trim(),
    parking: d.parking!,
    consentPhotos: d.consentPhotos,
    contactName: d.contactName.trim(),
    contactPhone: d.contactPhone.trim(),
    preferredDate: d.preferredDate,
    ...(d.backupDate ? { backupDate: d.backupDate } : {}),
  }
}
