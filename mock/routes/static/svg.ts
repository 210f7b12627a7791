// Placeholder images drawn on the fly: a colour from the seed, a simple shape per kind and
// a Chinese caption, so screens look like the product without any stored binary asset.
import type { ImageParams } from '../../../types/api/common'
import { hashString, mulberry32 } from '../../core/prng'
import { IMAGE_SIZES } from '../../seed/img'

type Kind = ImageParams['kind']

const LABELS: Record<Kind, string> = {
  cars: '车型', goods: '商品', avatars: '头像', covers: '封面', banners: '横幅', medals: '勋章', prizes: '奖品',
  magazine: '杂志', icons: '图标', qrcode: '小程序码', captcha: '验证码', 'captcha-piece': '滑块',
}
const FONT = `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

function shape(kind: Kind, w: number, h: number): string {
  switch (kind) {
    case 'cars':
      return `<path d="M${w * 0.15} ${h * 0.62} L${w * 0.25} ${h * 0.45} Q${w * 0.32} ${h * 0.36} ${w * 0.45} ${h * 0.36} L${w * 0.62} ${h * 0.36} Q${w * 0.72} ${h * 0.36} ${w * 0.78} ${h * 0.46} L${w * 0.86} ${h * 0.52} Q${w * 0.9} ${h * 0.55} ${w * 0.9} ${h * 0.62} Z" fill="#fff" opacity="0.85"/>` +
        `<circle cx="${w * 0.3}" cy="${h * 0.64}" r="${h * 0.07}" fill="#333"/><circle cx="${w * 0.74}" cy="${h * 0.64}" r="${h * 0.07}" fill="#333"/>`
    case 'goods':
    case 'prizes':
      return `<rect x="${w * 0.3}" y="${h * 0.22}" width="${w * 0.4}" height="${h * 0.36}" rx="${w * 0.04}" fill="#fff" opacity="0.8"/>`
    case 'medals':
      return `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.28}" fill="#f5c542" stroke="#fff" stroke-width="4"/>`
    default:
      return ''
  }
}

function qrModules(seed: string, w: number): string {
  const n = 25
  const cell = w / (n + 4)
  const rand = mulberry32(hashString(seed))
  const finder = (x: number, y: number) => x < 7 && y < 7
  const inFinder = (x: number, y: number) => finder(x, y) || finder(n - 1 - x, y) || finder(x, n - 1 - y)
  let out = ''
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (!inFinder(x, y) && rand() < 0.5) out += `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${cell}" height="${cell}"/>`
  const eye = (x: number, y: number) =>
    `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${7 * cell}" height="${7 * cell}"/><rect x="${(x + 3) * cell}" y="${(y + 3) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${(x + 4) * cell}" y="${(y + 4) * cell}" width="${3 * cell}" height="${3 * cell}"/>`
  return `<rect width="100%" height="100%" fill="#fff"/><g fill="#111">${out}${eye(0, 0)}${eye(n - 7, 0)}${eye(0, n - 7)}</g>`
}

export function placeholderSvg(kind: Kind, seed: string, text: string | undefined, size?: { w?: number; h?: number }): string {
  const [dw, dh] = IMAGE_SIZES[kind]
  const w = size?.w ?? dw
  const h = size?.h ?? dh
  const raw = text ?? `${LABELS[kind]} ${seed}`
  const caption = escapeXml(raw.slice(0, 40))
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
  if (kind === 'qrcode') return `${open}${qrModules(seed, Math.min(w, h))}</svg>`
  const hue = hashString(`${kind}|${seed}`) % 360
  const bg =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,58%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},66%,38%)"/></linearGradient></defs>`
  if (kind === 'avatars') {
    return `${open}${bg}<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 2}" fill="url(#g)"/>` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" ${FONT} font-size="${Math.round(h * 0.45)}" fill="#fff">${escapeXml(raw.slice(0, 2))}</text></svg>`
  }
  const fontSize = Math.max(12, Math.min(Math.round(h * 0.1), Math.round((w * 0.9) / Math.max(caption.length, 4))))
  return `${open}${bg}<rect width="100%" height="100%" fill="url(#g)"/>${shape(kind, w, h)}` +
    `<text x="50%" y="${h * 0.84}" text-anchor="middle" ${FONT} font-size="${fontSize}" fill="#fff">${caption}</text></svg>`
}
