import type { ApplicationStatus, ContactTime, Parking, RepairStatus, RepairSymptom } from '@api/charging'

// The app's copies of the server's constants (types/api is for types only in the app's bundle);
// tests/unit/features/charging/constants.test.ts holds them to the server's.

export const REPAIR_SYMPTOMS: readonly RepairSymptom[] = ['无法充电', '充电中断', '指示灯异常', '枪头损坏', '漏电跳闸', '其他']
export const CONTACT_TIMES: readonly ContactTime[] = ['随时可联系', '工作日白天', '工作日晚上', '周末']
export const REPAIR_DESCRIPTION_MIN = 5
export const REPAIR_DESCRIPTION_MAX = 200
export const REPAIR_PHOTOS_MAX = 6

export const PARKING_LABELS: Record<Parking, string> = { own: '自有产权车位', rented: '长期租赁车位' }
export const ADDRESS_MIN = 5
export const ADDRESS_MAX = 100
export const CONTACT_NAME_MAX = 20
export const CONSENT_PHOTOS_MAX = 3
/** The server takes days up to 60 ahead; a month of them is plenty to choose from. */
export const INSTALL_DAYS_OFFERED = 30

export const APPLICATION_PLAN: readonly ApplicationStatus[] = ['submitted', 'surveyed', 'installing', 'installed']
export const REPAIR_PLAN: readonly RepairStatus[] = ['submitted', 'accepted', 'repairing', 'repaired']

export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, string> = {
  submitted: '已提交',
  surveyed: '已勘测',
  installing: '安装中',
  installed: '已安装',
  rejected: '已驳回',
  cancelled: '已取消',
}

export const REPAIR_STATUS_TEXT: Record<RepairStatus, string> = {
  submitted: '待受理',
  accepted: '已派单',
  repairing: '维修中',
  repaired: '已修复',
}

export const NOTICE_TITLE = '《家用充电桩安装须知》'
