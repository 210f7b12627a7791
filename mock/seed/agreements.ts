// The user agreement and the privacy policy, in the version each holds now. The texts name the
// tenant's brand (mock/seed/tenants.ts) and point to the two lists the privacy screens show
// (个人信息收集清单, 第三方共享清单), whose rows are in mock/seed/privacy.ts. Sample texts of
// the dev server: a tenant's real ones come from its own legal review. Read-only.
import type { Agreement, AgreementInfo, AgreementKind } from '../../types/api/privacy'
import { PRIVACY_UPDATED_AT } from './privacy'

const CONTACT = { phone: '400-820-8888', email: 'privacy@ev-brand.cn' }

/** The current version of each document: a consent names it, registration records it. */
export const AGREEMENT_VERSIONS: Record<AgreementKind, { version: string; updatedAt: string }> = {
  user: { version: '2025.2', updatedAt: '2025-06-18T10:00:00+08:00' },
  // Revised with the two lists: the policy points to them, so they change together.
  privacy: { version: '2025.3', updatedAt: `${PRIVACY_UPDATED_AT}T10:00:00+08:00` },
}

export const AGREEMENT_KINDS = Object.keys(AGREEMENT_VERSIONS) as AgreementKind[]
export const isAgreementKind = (kind: string): kind is AgreementKind => AGREEMENT_KINDS.includes(kind as AgreementKind)

const h = (title: string) => `<h3>${title}</h3>`
const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('')
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

function userAgreement(brand: string): string {
  return (
    p(`欢迎使用${brand}车主服务（包括${brand} App、${brand}微信小程序及相关网页，以下统称“本服务”）。本协议是你与${brand}（以下简称“我们”）之间关于使用本服务的约定。请你在注册、登录前仔细阅读，<strong>特别是以加粗方式提示的免除或限制责任的条款</strong>。你点击同意、登录或使用本服务，即表示你已阅读并同意本协议。`) +
    h('一、账号注册与使用') +
    ul(
      '你可以使用本人手机号通过短信验证码注册、登录。一个手机号只能注册一个账号。',
      '你应妥善保管账号与密码，不得出借、转让或出售账号。因你保管不善造成的损失由你自行承担。',
      '如发现账号被他人使用，请立即联系我们冻结账号。',
    ) +
    h('二、服务内容') +
    p(`本服务包括车型资讯、预约试驾、经销商查询、保养与服务进度、积分商城、社区、问卷与抽奖等。部分服务由${brand}授权经销商或第三方提供，我们会在相应页面说明。`) +
    h('三、用户行为规范') +
    ul(
      '你在社区发布的文字、图片和视频应为本人原创或已获授权，不得含有违法违规、侵权、广告或骚扰内容。',
      '我们会对发布内容进行安全检测，对违规内容采取删除、限制发布或封禁账号等措施。',
      '不得利用技术手段批量注册账号、刷取积分或干扰本服务正常运行。',
    ) +
    h('四、积分与商城') +
    p('积分可用于兑换商城商品，不能兑现、不能转让。以不正当方式获得的积分，我们有权扣除。商城订单的发货、退换货按商品页说明执行。') +
    h('五、个人信息保护') +
    p('我们按照《隐私政策》收集、使用和保护你的个人信息。《隐私政策》与本协议具有同等效力。') +
    h('六、责任限制') +
    p('<strong>因不可抗力、网络故障或第三方原因导致服务中断的，我们将尽力恢复，但不承担由此造成的间接损失。</strong>车型配置、价格以经销商店内实际为准。') +
    h('七、协议的变更') +
    p('本协议更新时，我们会在本服务中提示新版本及生效日期。你继续使用本服务即表示同意更新后的协议；你也可以选择注销账号。') +
    h('八、联系我们') +
    p(`客服电话：${CONTACT.phone}（每日 9:00–21:00）；电子邮箱：${CONTACT.email}。本协议适用中华人民共和国法律。`)
  )
}

function privacyPolicy(brand: string): string {
  return (
    p(`${brand}（以下简称“我们”）深知个人信息对你的重要性，将按照《中华人民共和国个人信息保护法》等法律法规，遵循合法、正当、必要和诚信的原则处理你的个人信息。本政策说明我们收集哪些信息、为什么收集、如何使用和共享，以及你享有的权利。`) +
    h('一、我们收集的个人信息') +
    ul(
      '<strong>手机号</strong>：注册、登录账号，接收验证码与服务通知。不提供将无法登录，但你仍可浏览资讯。',
      '<strong>位置信息</strong>：在经销商查询、预约试驾、充电桩等页面，用于显示附近门店并计算距离。你可以拒绝，届时我们按网络定位或默认城市（北京）展示，并在页面上说明。',
      '<strong>相册与相机</strong>：仅在你发帖、报修、上传证件或保存海报时，读取你选择的图片或拍摄的照片，不会读取其他内容。',
      '<strong>设备信息</strong>：设备型号、系统版本、设备标识符与网络信息，用于保障账号与交易安全、推送消息。',
      '<strong>你主动填写的信息</strong>：姓名、车牌号、车架号、收货地址等，仅用于你发起的预约、认证、订单与服务。',
    ) +
    p('各项功能收集的个人信息、用途以及是否必要，详见本服务“我的 · 隐私与个人信息”中的<strong>《个人信息收集清单》</strong>。') +
    h('二、我们如何使用个人信息') +
    p('我们只在上述目的范围内使用你的个人信息。超出范围使用前，我们会再次征得你的同意。我们不会基于你的个人信息进行自动化决策以对你作出显著影响的决定。') +
    h('三、委托处理、共享与公开披露') +
    p(`为实现定位、支付、消息推送、分享和内容安全检测等功能，我们接入了第三方 SDK 或服务，并与你选择的${brand}授权经销商共享完成服务所必需的信息。第三方名称、目的、共享的信息类型与其隐私政策，详见<strong>《第三方共享清单》</strong>。我们会与其签订协议，要求其按本政策及法律要求处理你的信息。除法律法规规定外，我们不会公开披露你的个人信息。`) +
    h('四、存储与保护') +
    p('你的个人信息存储在中华人民共和国境内，保存期限为实现目的所必需的最短时间，账号注销后我们将删除或匿名化处理。我们采用加密传输、访问控制等措施保护你的信息；发生安全事件时，我们将及时告知你并向主管部门报告。') +
    h('五、你的权利') +
    ul(
      '查阅、复制、更正、补充你的个人信息；',
      '撤回同意：你可以在系统或微信设置中关闭位置、相册、相机等权限，撤回不影响此前基于同意已进行的处理；',
      '删除个人信息与注销账号；',
      '获取本政策与上述清单的说明。',
    ) +
    p('我们将在 15 个工作日内答复你的请求。') +
    h('六、未成年人') +
    p('本服务面向成年人。若你是未满 14 周岁的未成年人，请在监护人陪同下阅读本政策，并在取得监护人同意后使用。') +
    h('七、本政策的更新') +
    p('本政策更新时，我们会在本服务中提示新版本及生效日期；涉及处理目的、方式或信息种类的重大变更，我们会再次征得你的同意。') +
    h('八、联系我们') +
    p(`个人信息保护负责人邮箱：${CONTACT.email}；客服电话：${CONTACT.phone}。`)
  )
}

const TEXT: Record<AgreementKind, { title: (brand: string) => string; html: (brand: string) => string }> = {
  user: { title: (brand) => `${brand}用户服务协议`, html: userAgreement },
  privacy: { title: (brand) => `${brand}隐私政策`, html: privacyPolicy },
}

export const agreementInfo = (kind: AgreementKind, brand: string): AgreementInfo => ({ kind, title: TEXT[kind].title(brand), ...AGREEMENT_VERSIONS[kind] })

export const agreementDoc = (kind: AgreementKind, brand: string): Agreement => ({ ...agreementInfo(kind, brand), html: TEXT[kind].html(brand) })
