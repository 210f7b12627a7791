import type { PosterElement, PosterSpec } from '@/shared/poster'
import type { QrSource } from '@/shared/qr-code'
import { TOKEN_COLOURS } from '@/styles/colours'

export interface InvitePoster {
  title: string
  subtitle: string
  displayName: string
  avatarUrl: string
  cover?: string
  code?: string
  /** The link encoded on the poster (H5), or the server's mini-program code (mini-program). */
  qr: QrSource
}

// A canvas cannot read the SCSS tokens: their TypeScript mirrors ($brand-dark is the poster's
// backdrop in components/poster.scss).
const COLORS = {
  backdrop: TOKEN_COLOURS.brandDark,
  card: TOKEN_COLOURS.white,
  text: TOKEN_COLOURS.text,
  gold: TOKEN_COLOURS.gold,
  hint: TOKEN_COLOURS.textHint,
}
const WIDTH = 320
const MARGIN = 16
const PAD = 16
const COVER_HEIGHT = 170
const QR_SIZE = 128

export const inviteHint = (code?: string) => `邀请你一起加入${code ? `（邀请码 ${code}）` : ''}`
export const SCAN_TEXT = '扫码接受邀请'

/** The invitation as a poster: optional cover, title, subtitle, who invites, the QR code. */
export function invitePosterSpec(p: InvitePoster): PosterSpec {
  const inner = WIDTH - 2 * MARGIN - 2 * PAD
  const left = MARGIN + PAD
  const top = MARGIN + (p.cover ? COVER_HEIGHT : 0)
  // The subtitle's two lines (20 px each, from top + 84) end clear of the inviter's avatar.
  const subtitle = top + 84
  const who = subtitle + 2 * 20 + 16
  const qr = who + 64
  const height = qr + QR_SIZE + 44 + MARGIN
  const elements: PosterElement[] = [
    { kind: 'rect', x: MARGIN, y: top, width: WIDTH - 2 * MARGIN, height: height - top - MARGIN, color: COLORS.card, radius: 12 },
    { kind: 'text', x: left, y: top + 20, text: p.title, size: 20, bold: true, color: COLORS.text, maxWidth: inner, maxLines: 2, lineHeight: 28 },
    { kind: 'text', x: left, y: subtitle, text: p.subtitle, size: 14, color: COLORS.gold, maxWidth: inner, maxLines: 2, lineHeight: 20 },
    { kind: 'image', x: left, y: who, width: 40, height: 40, src: p.avatarUrl, radius: 20 },
    { kind: 'text', x: left + 48, y: who, text: p.displayName, size: 15, bold: true, color: COLORS.text, maxWidth: inner - 48 },
    { kind: 'text', x: left + 48, y: who + 22, text: inviteHint(p.code), size: 12, color: COLORS.hint, maxWidth: inner - 48 },
    { kind: 'qr', x: (WIDTH - QR_SIZE) / 2, y: qr, width: QR_SIZE, height: QR_SIZE, ...p.qr },
    { kind: 'text', x: WIDTH / 2, y: qr + QR_SIZE + 12, text: SCAN_TEXT, size: 12, color: COLORS.hint, align: 'center' },
  ]
  if (p.cover) {
    elements.unshift({ kind: 'image', x: MARGIN, y: MARGIN, width: WIDTH - 2 * MARGIN, height: COVER_HEIGHT + 12, src: p.cover, radius: 12 })
  }
  return { width: WIDTH, height, background: COLORS.backdrop, elements }
}

/** What a screen reader hears for the poster image. */
export const invitePosterAlt = (p: InvitePoster) => `${p.title}：${p.displayName} ${inviteHint(p.code)}，${SCAN_TEXT}`
