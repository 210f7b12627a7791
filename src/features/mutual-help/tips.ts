/** The safety tips for helping another owner on the road, in the order to do them. */
export const SAFETY_TIPS: readonly { title: string; text: string }[] = [
  { title: '打开双闪', text: '停车前打开危险报警闪光灯，靠边停稳，夜间同时打开示廓灯。' },
  { title: '放置三角警示牌', text: '在车后 50–150 米（高速 150 米以外）放置三角警示牌，弯道、坡道处再远一些。' },
  { title: '人员撤到护栏外', text: '所有人穿上反光背心，从右侧下车，撤到护栏外或路肩安全处等候。' },
  { title: '拨打救援电话', text: '拨打品牌道路救援电话；有人员受伤或需要疏导时拨打 110 / 122，受伤请拨打 120。' },
  { title: '不要在车道内停留', text: '不要在行车道内检查车辆、搬运物品或交谈，等待救援时远离车流。' },
  { title: '量力而行', text: '补电、拖车请交给专业人员，确保自身安全后再提供力所能及的帮助。' },
]

/** Traffic police: a fixed national number. */
export const TRAFFIC_POLICE = '122'

/** How to join the alliance, step by step; `brand` is the tenant's brand name. */
export const joinSteps = (brand: string): string[] => [`完成${brand}车主认证`, '阅读并同意互助联盟规则', '在社区开启互助，就近应答车友求助']
