import type { PartnerHome, PartnerProfile } from '@api/user'
import { brandName } from '@/core/tenant'
import type { PosterElement, PosterSpec } from '@/shared/poster'
import type { QrSource } from '@/shared/qr-code'
import { TOKEN_COLOURS } from '@/styles/colours'
import { formatCount } from '@/utils'

// A canvas cannot read the SCSS tokens: their TypeScript mirrors.
const C = { backdrop: TOKEN_COLOURS.brandDark, card: TOKEN_COLOURS.white, text: TOKEN_COLOURS.text, gold: TOKEN_COLOURS.gold, hint: TOKEN_COLOURS.textHint, line: TOKEN_COLOURS.fill }
const WIDTH = 320
const M = 16
const QR = 128
export const INVITE_SCAN_TEXT = '扫码预约专属顾问'

const card = (top: number, height: number): PosterElement => ({ kind: 'rect', x: M, y: top, width: WIDTH - 2 * M, height, color: C.card, radius: 12 })
const who = (p: PartnerProfile, y: number): PosterElement[] => [
  { kind: 'image', x: 2 * M, y, width: 44, height: 44, src: p.avatarUrl, radius: 22 },
  { kind: 'text', x: 2 * M + 56, y: y + 2, text: p.displayName, size: 16, bold: true, color: C.text, maxWidth: WIDTH - 4 * M - 56 },
  { kind: 'text', x: 2 * M + 56, y: y + 26, text: `${brandName()}${p.tierName}合伙人`, size: 12, color: C.gold, maxWidth: WIDTH - 4 * M - 56 },
]

/** The partner's invitation: who invites, why, and the QR code of the lead form credited to them. */
export function partnerPosterSpec(p: PartnerProfile, qr: QrSource): PosterSpec {
  const qrY = 176
  const height = qrY + QR + 44 + M
  return {
    width: WIDTH,
    height,
    background: C.backdrop,
    elements: [
      card(M, height - 2 * M),
      ...who(p, 2 * M),
      { kind: 'text', x: 2 * M, y: 96, text: `邀请你了解${brandName()}`, size: 20, bold: true, color: C.text, maxWidth: WIDTH - 4 * M },
      { kind: 'text', x: 2 * M, y: 128, text: '留下联系方式，专属顾问为你安排试驾与购车礼遇', size: 13, color: C.hint, maxWidth: WIDTH - 4 * M, maxLines: 2, lineHeight: 18 },
      { kind: 'qr', x: (WIDTH - QR) / 2, y: qrY, width: QR, height: QR, ...qr },
      { kind: 'text', x: WIDTH / 2, y: qrY + QR + 12, text: INVITE_SCAN_TEXT, size: 12, color: C.hint, align: 'center' },
    ],
  }
}

export const partnerPosterAlt = (p: PartnerProfile) => `${p.displayName}（${p.tierName}合伙人）邀请你了解${brandName()}，${INVITE_SCAN_TEXT}`

const FIGURES = (h: PartnerHome): [label: string, value: string][] => [
  ['本月积分', formatCount(h.earnings?.pointsThisMonth ?? 0)],
  ['累计积分', formatCount(h.earnings?.pointsTotal ?? 0)],
  ['累计奖励', `${h.earnings?.rewardsTotal ?? 0} 份`],
  ['留资', String(h.customerCounts.lead)],
  ['试驾', String(h.customerCounts.testDrive)],
  ['成交', String(h.customerCounts.purchase)],
]

/** The partner centre in one image: who, tier, earnings and customers by stage, as of `date`. */
export function partnerSummarySpec(h: PartnerHome, p: PartnerProfile, date: string): PosterSpec {
  const column = (WIDTH - 4 * M) / 3
  const gridY = 104
  const height = gridY + 2 * 64 + 56 + M
  const figures = FIGURES(h).flatMap(([label, value], i): PosterElement[] => {
    const x = 2 * M + column * ((i % 3) + 0.5)
    const y = gridY + Math.floor(i / 3) * 64
    return [
      { kind: 'text', x, y, text: value, size: 20, bold: true, color: C.text, align: 'center' },
      { kind: 'text', x, y: y + 28, text: label, size: 12, color: C.hint, align: 'center' },
    ]
  })
  return {
    width: WIDTH,
    height,
    background: C.backdrop,
    elements: [
      card(M, height - 2 * M),
      ...who(p, 2 * M),
      { kind: 'rect', x: 2 * M, y: 88, width: WIDTH - 4 * M, height: 1, color: C.line },
      ...figures,
      { kind: 'text', x: WIDTH / 2, y: height - M - 32, text: `${date} · 已成交 ${p.deals} 台`, size: 12, color: C.hint, align: 'center' },
    ],
  }
}

export const partnerSummaryAlt = (h: PartnerHome, p: PartnerProfile, date: string) =>
  `${p.displayName}的合伙人战绩（${date}）：${FIGURES(h).map(([label, value]) => `${label} ${value}`).join('，')}`
