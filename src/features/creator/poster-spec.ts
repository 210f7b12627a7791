import type { CreatorProfile } from '@api/posts'
import type { PosterElement, PosterSpec } from '@/shared/poster'
import type { QrSource } from '@/shared/qr-code'
import { TOKEN_COLOURS } from '@/styles/colours'
import { formatCount } from '@/utils'

// A canvas cannot read the SCSS tokens: their TypeScript mirrors.
const COLORS = { backdrop: TOKEN_COLOURS.brandDark, card: TOKEN_COLOURS.white, text: TOKEN_COLOURS.text, gold: TOKEN_COLOURS.gold, hint: TOKEN_COLOURS.textHint, line: TOKEN_COLOURS.fill }
const WIDTH = 320
const MARGIN = 16
const AVATAR = 64
const QR_SIZE = 120
export const POSTER_SCAN_TEXT = '扫码查看我的创作主页'

const TOTALS = [
  ['works', '作品'],
  ['views', '浏览'],
  ['likes', '获赞'],
  ['followers', '粉丝'],
] as const

/** The creator's card: avatar, name, level, totals and the QR code of their personal page. */
export function creatorPosterSpec(profile: CreatorProfile, qr: QrSource): PosterSpec {
  const column = (WIDTH - 2 * MARGIN) / TOTALS.length
  const totalsY = 176
  const qrY = totalsY + 72
  const height = qrY + QR_SIZE + 40 + MARGIN
  const elements: PosterElement[] = [
    { kind: 'rect', x: MARGIN, y: MARGIN + AVATAR / 2, width: WIDTH - 2 * MARGIN, height: height - 2 * MARGIN - AVATAR / 2, color: COLORS.card, radius: 12 },
    { kind: 'image', x: (WIDTH - AVATAR) / 2, y: MARGIN, width: AVATAR, height: AVATAR, src: profile.avatarUrl, radius: AVATAR / 2 },
    { kind: 'text', x: WIDTH / 2, y: 92, text: profile.displayName, size: 18, bold: true, color: COLORS.text, align: 'center', maxWidth: WIDTH - 4 * MARGIN },
    { kind: 'text', x: WIDTH / 2, y: 122, text: `Lv.${profile.level} ${profile.levelName}`, size: 13, color: COLORS.gold, align: 'center' },
    ...TOTALS.flatMap(([key, label], i): PosterElement[] => {
      const x = MARGIN + column * (i + 0.5)
      return [
        { kind: 'text', x, y: totalsY, text: formatCount(profile.totals[key]), size: 16, bold: true, color: COLORS.text, align: 'center' },
        { kind: 'text', x, y: totalsY + 24, text: label, size: 11, color: COLORS.hint, align: 'center' },
      ]
    }),
    { kind: 'rect', x: 2 * MARGIN, y: qrY - 20, width: WIDTH - 4 * MARGIN, height: 1, color: COLORS.line },
    { kind: 'qr', x: (WIDTH - QR_SIZE) / 2, y: qrY, width: QR_SIZE, height: QR_SIZE, ...qr },
    { kind: 'text', x: WIDTH / 2, y: qrY + QR_SIZE + 12, text: POSTER_SCAN_TEXT, size: 12, color: COLORS.hint, align: 'center' },
  ]
  return { width: WIDTH, height, background: COLORS.backdrop, elements }
}

/** What a screen reader hears for the card. */
export const creatorPosterAlt = (p: CreatorProfile) =>
  `${p.displayName}的创作者名片：Lv.${p.level} ${p.levelName}，作品 ${p.totals.works}，粉丝 ${p.totals.followers}，${POSTER_SCAN_TEXT}`
