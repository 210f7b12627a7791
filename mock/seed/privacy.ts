// What the app collects and whom it shares it with: the one source of both lists of the privacy
// screens (第三方信息共享清单, 个人信息收集清单). Each sharing names the collected items it
// passes on, so the share list's fields and the collected list's receivers are derived from the
// same rows and cannot disagree. The parties, their policies and contacts are sample entries of
// the dev server; a tenant's real list comes from its own legal review. Read-only.
import type { PrivacyScenario, ThirdPartyShare } from '../../types/api/privacy'

export const PRIVACY_UPDATED_AT = '2025-09-01'

export const PRIVACY_SCENARIOS: PrivacyScenario[] = [
  { key: 'location', name: '地图定位' },
  { key: 'login', name: '登录与安全' },
  { key: 'payment', name: '支付' },
  { key: 'push', name: '消息推送' },
  { key: 'share', name: '分享' },
  { key: 'service', name: '预约与车辆服务' },
  { key: 'community', name: '社区发布' },
]

const INFO = {
  mobile: '手机号',
  location: '精确位置',
  network: '网络信息（IP 地址、网络类型）',
  device: '设备信息（设备型号、系统版本、设备标识符）',
  wechat: '微信昵称与头像',
  order: '订单信息（商品、金额）',
  pushId: '推送标识（ClientID）',
  photo: '相册图片',
  name: '姓名',
  car: '车辆信息（车牌号、车架号）',
  post: '发布的文字',
} as const
export type InfoKey = keyof typeof INFO

export const infoName = (key: InfoKey) => INFO[key]

export interface CollectedRow {
  id: number
  info: InfoKey
  scenario: string
  purpose: string
  required: boolean
}

type Collected = [id: number, info: InfoKey, scenario: string, purpose: string, required: boolean]
const COLLECTED: Collected[] = [
  [1, 'location', 'location', '定位附近的经销商与充电桩，计算距离并规划到店路线；不授权时默认显示北京', false],
  [2, 'network', 'location', '无法精确定位时按 IP 地址估计所在城市', false],
  [3, 'mobile', 'login', '注册、登录账号，接收短信验证码', true],
  [4, 'device', 'login', '识别异常登录与批量注册，保障账号安全', true],
  [5, 'network', 'login', '与设备信息一起判断登录环境是否异常', true],
  [6, 'wechat', 'login', '使用微信登录时展示你的昵称与头像', false],
  [7, 'order', 'payment', '商城下单后完成支付与退款', true],
  [8, 'device', 'payment', '支付环境的安全检测', true],
  [9, 'pushId', 'push', '向你的设备推送服务进度、活动与订单消息', false],
  [10, 'device', 'push', '按设备型号选择推送通道', false],
  [11, 'photo', 'share', '把你选择的海报或图片分享给微信好友', false],
  [12, 'name', 'service', '预约试驾、保养时由经销商联系你', true],
  [13, 'mobile', 'service', '预约确认、到店提醒与服务进度通知', true],
  [14, 'car', 'service', '查询保养记录、服务进度与质保', true],
  [15, 'photo', 'community', '发帖、充电桩报修时上传你选择的图片', false],
  [16, 'post', 'community', '发布帖子与评论，并做内容安全检测', false],
]

export const COLLECTED_ROWS: readonly CollectedRow[] = COLLECTED.map(([id, info, scenario, purpose, required]) => ({ id, info, scenario, purpose, required }))

export type SharingRow = Omit<ThirdPartyShare, 'fields'> & { fields: InfoKey[] }

const TENCENT = { company: '深圳市腾讯计算机系统有限公司', contact: 'Dataprivacy@tencent.com' }

export const SHARING_ROWS: readonly SharingRow[] = [
  {
    id: 1, scenario: 'location', party: '腾讯位置服务 SDK', ...TENCENT, way: 'sdk',
    purpose: '获取当前位置，显示地图、附近门店与充电桩', fields: ['location', 'network'],
    policyUrl: 'https://lbs.qq.com/userAgreements/agreements/privacy',
  },
  {
    id: 2, scenario: 'login', party: '阿里云号码认证 SDK', company: '阿里云计算有限公司', contact: '95187', way: 'sdk',
    purpose: '一键登录时核验本机号码', fields: ['mobile', 'device', 'network'],
    policyUrl: 'https://terms.aliyun.com/legal-agreement/terms/suit_bu1_ali_cloud/suit_bu1_ali_cloud201902141711_54837.html',
  },
  {
    id: 3, scenario: 'login', party: '微信开放平台 SDK', ...TENCENT, way: 'sdk',
    purpose: '使用微信账号登录', fields: ['device'],
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?lang=zh_CN&t=weixin_agreement&s=privacy',
  },
  {
    id: 4, scenario: 'payment', party: '微信支付 SDK', company: '财付通支付科技有限公司', contact: '95017', way: 'sdk',
    purpose: '用微信支付商城订单', fields: ['order', 'device'],
    policyUrl: 'https://www.tenpay.com/v3/helpcenter/low/privacy.shtml',
  },
  {
    id: 5, scenario: 'payment', party: '支付宝 SDK', company: '支付宝（中国）网络技术有限公司', contact: '95188', way: 'sdk',
    purpose: '用支付宝支付商城订单', fields: ['order', 'device'],
    policyUrl: 'https://render.alipay.com/p/c/k2cx0tg8',
  },
  {
    id: 6, scenario: 'push', party: '个推消息推送 SDK', company: '每日互动股份有限公司', contact: 'dpo@getui.com', way: 'sdk',
    purpose: '把服务进度与订单消息推送到你的设备', fields: ['pushId', 'device'],
    policyUrl: 'https://docs.getui.com/privacy/',
  },
  {
    id: 7, scenario: 'share', party: '微信开放平台 SDK', ...TENCENT, way: 'sdk',
    purpose: '把海报、文章分享给微信好友或朋友圈', fields: ['photo'],
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?lang=zh_CN&t=weixin_agreement&s=privacy',
  },
  {
    id: 8, scenario: 'service', party: '星驰汽车授权经销商', company: '你选择的授权经销商', contact: '400-820-8888', way: 'api',
    purpose: '安排试驾、保养预约并通知服务进度', fields: ['name', 'mobile', 'car'],
    policyUrl: 'https://h5.ev-brand.cn/privacy/dealers',
  },
  {
    id: 9, scenario: 'community', party: '腾讯云内容安全', company: '腾讯云计算（北京）有限责任公司', contact: 'Dataprivacy@tencent.com', way: 'api',
    purpose: '检测你发布的文字与图片是否含违法违规内容', fields: ['photo', 'post'],
    policyUrl: 'https://cloud.tencent.com/document/product/301/11470',
  },
]

/** Hosts of the parties' privacy policies, which the app's web view must be allowed to open. */
export const privacyPolicyHosts = (): string[] => [...new Set(SHARING_ROWS.map((s) => new URL(s.policyUrl).hostname))]
