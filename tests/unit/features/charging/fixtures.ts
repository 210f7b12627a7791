import type { ChargingApplication, ChargingCar, ChargingPile, RepairReport } from '@api/charging'

// Rows as the dev API server answers them, for the screen tests.
const T = '2026-03-04T10:00:00+08:00'

export const CARS: ChargingCar[] = [
  { id: 1, plate: '粤B·12345', model: '远航 L6 四驱版', energy: 'fuel', hasHomePile: false, openApplicationId: null, blockedReason: '该车辆不是纯电车型，暂不支持安装家用充电桩' },
  { id: 2, plate: '粤B·D67890', model: '星驰 S7 长续航版', energy: 'electric', hasHomePile: true, openApplicationId: null, blockedReason: '该车辆已安装家用充电桩' },
  { id: 3, plate: '粤B·F24680', model: '轻风 Pro 标准续航版', energy: 'electric', hasHomePile: false, openApplicationId: null, blockedReason: null },
]

export const PILE: ChargingPile = {
  id: 6301, pileNo: 'XC-P202510-6301', model: '星驰 7kW 家用交流充电桩', carId: 2, plate: '粤B·D67890', address: '深圳市南山区科技园 B2-118 车位', installedAt: T,
}

export function application(status: ChargingApplication['status'], extra: Partial<ChargingApplication> = {}): ChargingApplication {
  const plan = ['submitted', 'surveyed', 'installing', 'installed'] as const
  const reached = status === 'rejected' ? ['submitted', 'surveyed', 'rejected'] : status === 'cancelled' ? ['submitted', 'cancelled'] : plan.slice(0, plan.indexOf(status) + 1)
  return {
    kind: 'install', id: 6101, applicationNo: 'AZ202603040001', carId: 3, plate: '粤B·F24680', carModel: '轻风 Pro 标准续航版',
    provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440304', districtName: '福田区',
    address: '香梅北路 88 号 B1-056 车位', parking: 'rented', consentPhotos: ['/u/consent.png'], contactName: '王小明', contactPhone: '13800138000',
    preferredDate: '2026-03-08', backupDate: null, status, createdAt: T,
    history: reached.map((s) => ({ status: s as ChargingApplication['status'], time: T, note: s === 'rejected' ? '物业未同意' : '' })),
    rejectReason: status === 'rejected' ? '物业未同意' : null,
    installer: reached.includes('surveyed') ? { name: '李师傅', phone: '13922225555', company: '星驰能源服务' } : null,
    pileNo: status === 'installed' ? 'XC-P202603-1' : null,
    cancellable: status === 'submitted', rated: false, ...extra,
  }
}

export function repair(id: number, status: RepairReport['status'], extra: Partial<RepairReport> = {}): RepairReport {
  const plan = ['submitted', 'accepted', 'repairing', 'repaired'] as const
  return {
    kind: 'repair', id, reportNo: `BX${id}`, pileId: 6301, pileNo: PILE.pileNo, plate: PILE.plate, address: PILE.address, symptom: '充电中断',
    description: '充电半小时后自动停止', photos: [], contactTime: '工作日晚上', status, createdAt: T,
    history: plan.slice(0, plan.indexOf(status) + 1).map((s) => ({ status: s, time: T, note: '' })),
    technician: status === 'submitted' ? null : { name: '赵师傅', phone: '13933337777' },
    result: status === 'repaired' ? '已更换充电枪' : null, rated: false, ...extra,
  }
}
