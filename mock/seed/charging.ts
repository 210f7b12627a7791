// Home charging piles (issue 15 item 6), on THE car seed (car-service.ts). User 1 (`dev-token`):
// car 2 (electric, hasHomePile) has pile 6301, installed through application 6101 (finished,
// not rated yet); car 3 (electric, no pile) has a cancelled (6102) and a rejected (6103)
// application and nothing open, so it can apply; car 1 (fuel) cannot. Pile 6301 has ten repair
// reports 6201-6210 at every status (six repaired, of which 6204 and 6207 are not rated yet), so
// the list holds 13 items, a page 2 at 10 a page. User 2 has two applications for car 4 that
// user 1 must never see.
import type { EvaluationInput, EvaluationTemplate } from '../../types/api/evaluation'
import {
  REPAIR_PLAN, type ApplicationStatus, type ChargingApplication, type ChargingNotice, type ChargingOrderKind, type ChargingPile,
  type ContactTime, type RepairReport, type RepairStatus, type RepairSymptom,
} from '../../types/api/charging'
import { days, hours, iso } from '../core/time'
import { CAR_SERVICE_CARS } from './car-service'
import { img } from './img'

/** Rows keep the owner; `rated` is derived from the ratings table when answering. */
export type ApplicationRow = Omit<ChargingApplication, 'rated' | 'cancellable'> & { accountId: number }
export type RepairRow = Omit<RepairReport, 'rated'> & { accountId: number }
export type PileRow = ChargingPile & { accountId: number }
export interface RatingRow extends EvaluationInput {
  kind: ChargingOrderKind
  orderId: number
  accountId: number
  createdAt: string
}

export const APPLICATION_STATUS_NOTES: Record<ApplicationStatus, string> = {
  submitted: '申请已提交，等待安装服务商联系您预约上门勘测',
  surveyed: '已完成现场勘测，电源与布线条件符合安装要求',
  installing: '施工队已进场，正在布线安装',
  installed: '充电桩已安装并通电调试完成，可以正常使用',
  rejected: '申请未通过审核',
  cancelled: '您已取消申请',
}

export const REPAIR_STATUS_NOTES: Record<RepairStatus, string> = {
  submitted: '报修已提交，等待客服受理',
  accepted: '已受理并派单，维修师傅会在约定时间联系您',
  repairing: '维修师傅已上门，正在检修',
  repaired: '维修完成，充电桩已恢复正常',
}

export const INSTALLERS = [
  { name: '李师傅', phone: '13922225555', company: '星驰能源服务（深圳）有限公司' },
  { name: '王师傅', phone: '13922226666', company: '星驰能源服务（深圳）有限公司' },
]
export const TECHNICIANS = [{ name: '赵师傅', phone: '13933337777' }, { name: '孙师傅', phone: '13933338888' }]

const carOf = (id: number) => CAR_SERVICE_CARS.find((c) => c.id === id)!

const SHENZHEN_NANSHAN = { provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440305', districtName: '南山区' }
const SHENZHEN_FUTIAN = { ...SHENZHEN_NANSHAN, districtCode: '440304', districtName: '福田区' }

const ADDRESSES: Record<number, string> = {
  2: '科技园南区深圳湾科技生态园 2 栋地下车库 B2-118 车位',
  3: '香蜜湖街道香梅北路 88 号 3 栋地库 B1-056 车位',
  4: '后海大道 2388 号地下车库 C-210 车位',
}

export const applicationNo = (id: number, at: number) => `AZ${iso(at).slice(0, 10).replace(/-/g, '')}${String(id).slice(-4)}`
export const repairNo = (id: number, at: number) => `BX${iso(at).slice(0, 10).replace(/-/g, '')}${String(id).slice(-4)}`
export const pileNo = (id: number, at: number) => `XC-P${iso(at).slice(0, 7).replace('-', '')}-${id}`

type AppSeed = [id: number, accountId: number, carId: number, daysAgo: number, reached: ApplicationStatus[], rejectReason?: string]

const APPLICATIONS: AppSeed[] = [
  [6101, 1, 2, 420, ['submitted', 'surveyed', 'installing', 'installed']],
  [6102, 1, 3, 60, ['submitted', 'cancelled']],
  [6103, 1, 3, 45, ['submitted', 'surveyed', 'rejected'], '现场勘测发现车位所在区域未预留电表位，且物业未出具同意安装证明，请补充材料后重新申请'],
  [6191, 2, 4, 90, ['submitted', 'rejected'], '该车辆为燃油（增程）车型，暂不支持安装家用充电桩'],
  [6192, 2, 4, 30, ['submitted', 'cancelled']],
]

function application([id, accountId, carId, daysAgo, reached, rejectReason]: AppSeed, now: number): ApplicationRow {
  const car = carOf(carId)
  const created = now - days(daysAgo) - hours(2)
  const history = reached.map((status, i) => ({
    status, time: iso(created + days(i * 3) + hours(i)),
    note: status === 'rejected' && rejectReason ? rejectReason : APPLICATION_STATUS_NOTES[status],
  }))
  const status = reached[reached.length - 1]
  const installed = status === 'installed'
  return {
    kind: 'install', id, accountId, applicationNo: applicationNo(id, created),
    carId, plate: car.plate, carModel: car.model,
    ...(carId === 3 ? SHENZHEN_FUTIAN : SHENZHEN_NANSHAN),
    address: ADDRESSES[carId],
    parking: carId === 3 ? 'rented' : 'own',
    consentPhotos: [img('covers', `charging-consent-${id}`, '物业同意书')],
    contactName: accountId === 1 ? '王小明' : '李晓',
    contactPhone: accountId === 1 ? '13800138000' : '13900139000',
    preferredDate: iso(created + days(5)).slice(0, 10),
    backupDate: id === 6101 ? iso(created + days(7)).slice(0, 10) : null,
    status, createdAt: iso(created), history,
    rejectReason: status === 'rejected' ? rejectReason ?? null : null,
    installer: reached.includes('surveyed') ? INSTALLERS[id % INSTALLERS.length] : null,
    pileNo: installed ? pileNo(6301, created + days(9)) : null,
  }
}

type RepairSeed = [id: number, daysAgo: number, symptom: RepairSymptom, contactTime: ContactTime, status: RepairStatus, description: string, result?: string]

const REPAIRS: RepairSeed[] = [
  [6201, 1, '无法充电', '工作日晚上', 'submitted', '插枪后桩体无反应，屏幕不亮，家里其他电器正常。'],
  [6202, 3, '充电中断', '随时可联系', 'accepted', '夜间充电经常在 1 小时左右自动停止，App 提示充电中断。'],
  [6203, 6, '指示灯异常', '周末', 'repairing', '待机时指示灯红黄交替闪烁，可以充电但速度偏慢。'],
  [6204, 30, '枪头损坏', '工作日白天', 'repaired', '枪头卡扣断裂，插入后无法锁止。', '已更换充电枪及线缆，测试充电正常'],
  [6205, 70, '漏电跳闸', '周末', 'repaired', '雨天充电时空开跳闸两次。', '更换漏电保护器并重新做防水处理'],
  [6206, 120, '无法充电', '随时可联系', 'repaired', '升级固件后桩无法识别车辆。', '回滚并重新升级固件，已恢复'],
  [6207, 170, '其他', '工作日晚上', 'repaired', '桩体外壳松动，固定螺丝脱落。', '更换固定螺丝并加固安装支架'],
  [6208, 220, '充电中断', '工作日白天', 'repaired', '充电功率只有 3kW 左右，经常中断。', '线路接头氧化，已重新压接并紧固'],
  [6209, 280, '指示灯异常', '周末', 'repaired', '指示灯常亮红色，无法启动充电。', '更换主控板，调试后正常'],
  [6210, 340, '其他', '随时可联系', 'repaired', '刷卡启动没有反应。', '读卡模块接触不良，已清洁并重新插接'],
]

function repair([id, daysAgo, symptom, contactTime, status, description, result]: RepairSeed, now: number, pile: PileRow): RepairRow {
  const created = now - days(daysAgo) - hours(5)
  const reached = REPAIR_PLAN.slice(0, REPAIR_PLAN.indexOf(status) + 1)
  // The fresh ones move by hours, the old ones took a day or two.
  const step = daysAgo < 7 ? hours(3) : days(1)
  return {
    kind: 'repair', id, accountId: pile.accountId, reportNo: repairNo(id, created), pileId: pile.id, pileNo: pile.pileNo, plate: pile.plate,
    address: pile.address, symptom, description,
    photos: id === 6204 || id === 6201 ? [img('covers', `charging-repair-${id}-1`, '故障照片 1'), img('covers', `charging-repair-${id}-2`, '故障照片 2')] : [],
    contactTime, status, createdAt: iso(created),
    history: reached.map((s, i) => ({ status: s, time: iso(created + step * i), note: s === 'repaired' && result ? result : REPAIR_STATUS_NOTES[s] })),
    technician: status === 'submitted' ? null : TECHNICIANS[id % TECHNICIANS.length],
    result: status === 'repaired' ? result ?? null : null,
  }
}

/** Repairs rated already: the others that are repaired (6204, 6207) still offer 去评价. */
const RATED_REPAIRS = [6205, 6206, 6208, 6209, 6210]

export interface ChargingSeed {
  chargingApplications: ApplicationRow[]
  chargingPiles: PileRow[]
  chargingRepairs: RepairRow[]
  chargingRatings: RatingRow[]
}

export function seedCharging(now: number): ChargingSeed {
  const chargingApplications = APPLICATIONS.map((a) => application(a, now))
  const installed = chargingApplications.find((a) => a.id === 6101)!
  const pile: PileRow = {
    id: 6301, accountId: 1, pileNo: installed.pileNo!, model: '星驰 7kW 家用交流充电桩', carId: installed.carId, plate: installed.plate,
    address: `${installed.cityName}${installed.districtName}${installed.address}`, installedAt: installed.history[installed.history.length - 1].time,
  }
  const chargingRepairs = REPAIRS.map((r) => repair(r, now, pile))
  const chargingRatings = RATED_REPAIRS.map((orderId, i): RatingRow => {
    const row = chargingRepairs.find((r) => r.id === orderId)!
    return {
      kind: 'repair', orderId, accountId: 1, createdAt: row.history[row.history.length - 1].time,
      scores: { response: 5, quality: i % 2 ? 4 : 5, attitude: 5 }, tags: ['响应及时', '一次修好'], problems: [], comment: '师傅很专业，处理及时。', photos: [], anonymous: false,
    }
  })
  return { chargingApplications, chargingPiles: [pile], chargingRepairs, chargingRatings }
}

export const CHARGING_NOTICE_UPDATED_DAYS_AGO = 20

export function seedChargingNotice(now: number): ChargingNotice {
  const p = (text: string) => `<p>${text}</p>`
  return {
    title: '家用充电桩安装须知',
    updatedAt: iso(now - days(CHARGING_NOTICE_UPDATED_DAYS_AGO)),
    html:
      p('为保证安装顺利、用电安全，提交申请前请确认以下条件。安装服务商将在申请提交后 2 个工作日内联系您预约上门勘测。') +
      `<h3>一、车位条件</h3><ol><li>拥有固定车位：自有产权车位，或租期一年以上的租赁车位（需提供租赁合同）。</li><li>车位位于地下车库或地面停车场均可，机械车位暂不支持安装。</li></ol>` +
      `<h3>二、物业同意</h3>${p('需取得物业管理处同意安装的证明（盖章的《同意安装证明》或签字的确认函），并在申请中上传照片。')}` +
      `<h3>三、供电条件</h3><ol><li>可向供电局申请独立电表，或从家中电表取电（需物业确认线路可达）。</li><li>7kW 交流桩需 220V / 32A 供电，线路长度超过 30 米的部分可能产生额外费用。</li></ol>` +
      `<h3>四、安装流程</h3>${p('提交申请 → 上门勘测 → 施工安装 → 通电调试。勘测前可随时取消申请；勘测后如需取消请联系安装服务商。')}` +
      `<h3>五、费用说明</h3>${p('购车赠送的家用充电桩及 <strong>30 米以内</strong> 的标准安装免费，超出部分按当地收费标准由服务商现场告知。')}`,
  }
}

/** What the rating of each kind asks (the parity page's form). */
export const RATING_TEMPLATES: Record<ChargingOrderKind, EvaluationTemplate> = {
  install: {
    aspects: [
      { key: 'timeliness', name: '安装时效' },
      { key: 'quality', name: '施工质量' },
      { key: 'attitude', name: '服务态度' },
      { key: 'tidiness', name: '现场整洁' },
    ],
    tags: ['上门准时', '布线规范', '讲解清楚', '收费透明', '现场干净'],
    problems: ['上门不准时', '布线不美观', '现场未清理', '额外收费', '讲解不清楚', '其他问题'],
  },
  repair: {
    aspects: [
      { key: 'response', name: '响应速度' },
      { key: 'quality', name: '维修质量' },
      { key: 'attitude', name: '服务态度' },
    ],
    tags: ['响应及时', '一次修好', '耐心专业', '讲解清楚'],
    problems: ['响应太慢', '没有修好', '态度不好', '额外收费', '其他问题'],
  },
}
