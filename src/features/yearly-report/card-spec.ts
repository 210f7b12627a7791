import type { SharedYear } from '@api/user'
import type { PosterElement, PosterSpec } from '@/shared/poster'
import { TOKEN_COLOURS } from '@/styles/colours'
import { formatCount } from '@/utils'

// A canvas cannot read the SCSS tokens: their TypeScript mirrors.
const COLORS = { backdrop: TOKEN_COLOURS.brandDark, card: TOKEN_COLOURS.white, text: TOKEN_COLOURS.text, gold: TOKEN_COLOURS.gold, hint: TOKEN_COLOURS.textHint }
const WIDTH = 320
const MARGIN = 16
const AVATAR = 64

/** What the card shows (my report or a friend's share): nothing beyond these fields. */
export type YearCard = Pick<SharedYear, 'year' | 'displayName' | 'avatarUrl' | 'daysWithBrand' | 'signInDays' | 'pointsEarned' | 'keyword'>

const FIGURES = [
  ['daysWithBrand', '相伴天数'],
  ['signInDays', '签到天数'],
  ['pointsEarned', '获得积分'],
] as const

/** The year's card: avatar, name, year, three figures and the keyword. */
export function yearCardSpec(card: YearCard): PosterSpec {
  const column = (WIDTH - 2 * MARGIN) / FIGURES.length
  const figuresY = 160
  const keywordY = figuresY + 80
  const height = keywordY + 96
  const elements: PosterElement[] = [
    { kind: 'rect', x: MARGIN, y: MARGIN + AVATAR / 2, width: WIDTH - 2 * MARGIN, height: height - 2 * MARGIN - AVATAR / 2, color: COLORS.card, radius: 12 },
    { kind: 'image', x: (WIDTH - AVATAR) / 2, y: MARGIN, width: AVATAR, height: AVATAR, src: card.avatarUrl, radius: AVATAR / 2 },
    { kind: 'text', x: WIDTH / 2, y: 92, text: card.displayName, size: 18, bold: true, color: COLORS.text, align: 'center', maxWidth: WIDTH - 4 * MARGIN },
    { kind: 'text', x: WIDTH / 2, y: 122, text: `我的 ${card.year} 年度报告`, size: 13, color: COLORS.gold, align: 'center' },
    ...FIGURES.flatMap(([key, label], i): PosterElement[] => {
      const x = MARGIN + column * (i + 0.5)
      return [
        { kind: 'text', x, y: figuresY, text: formatCount(card[key]), size: 18, bold: true, color: COLORS.text, align: 'center' },
        { kind: 'text', x, y: figuresY + 26, text: label, size: 11, color: COLORS.hint, align: 'center' },
      ]
    }),
    { kind: 'text', x: WIDTH / 2, y: keywordY, text: '年度关键词', size: 12, color: COLORS.hint, align: 'center' },
    { kind: 'text', x: WIDTH / 2, y: keywordY + 22, text: card.keyword, size: 28, bold: true, color: COLORS.gold, align: 'center', maxWidth: WIDTH - 4 * MARGIN },
  ]
  return { width: WIDTH, height, background: COLORS.backdrop, elements }
}

/** What a screen reader hears for the card. */
export const yearCardAlt = (c: YearCard) =>
  `${c.displayName}的 ${c.year} 年度报告卡片：相伴 ${c.daysWithBrand} 天，签到 ${c.signInDays} 天，获得积分 ${c.pointsEarned}，年度关键词「${c.keyword}」`

/** Only the card's fields (a report holds more than a friend may see). */
export const toYearCard = ({ year, displayName, avatarUrl, daysWithBrand, signInDays, pointsEarned, keyword }: YearCard): YearCard =>
  ({ year, displayName, avatarUrl, daysWithBrand, signInDays, pointsEarned, keyword })
