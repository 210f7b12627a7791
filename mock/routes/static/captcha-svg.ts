// Slider captcha images. The gap position is derived from the captcha id, so the image
// route needs no state; captcha/get stores the same geometry for verify to check against.
import { hashString, mulberry32 } from '../../core/prng'

export const CAPTCHA = { width: 300, height: 160, piece: 50, tolerance: 6 } as const

export function captchaGeometry(captchaId: string): { targetX: number; pieceY: number } {
  const h = hashString(captchaId)
  return { targetX: 80 + (h % 150), pieceY: 15 + ((h >>> 8) % 80) }
}

function scenery(captchaId: string): string {
  const rand = mulberry32(hashString(`bg|${captchaId}`))
  const hue = Math.floor(rand() * 360)
  const blobs = Array.from({ length: 14 }, () => {
    const x = Math.round(rand() * CAPTCHA.width)
    const y = Math.round(rand() * CAPTCHA.height)
    const r = 10 + Math.round(rand() * 40)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + rand() * 120) % 360},70%,60%)" opacity="0.6"/>`
  }).join('')
  return `<rect width="100%" height="100%" fill="hsl(${hue},45%,35%)"/>${blobs}`
}

export function captchaBackground(captchaId: string): string {
  const { width, height, piece } = CAPTCHA
  const { targetX, pieceY } = captchaGeometry(captchaId)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    scenery(captchaId) +
    `<rect x="${targetX}" y="${pieceY}" width="${piece}" height="${piece}" rx="6" fill="#000" opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`
  )
}

export function captchaPiece(captchaId: string): string {
  const { width, height, piece } = CAPTCHA
  const { targetX, pieceY } = captchaGeometry(captchaId)
  // The piece shows the part of the scenery that the gap hides.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="${targetX} ${pieceY} ${piece} ${piece}">` +
    `<defs><clipPath id="p"><rect x="${targetX}" y="${pieceY}" width="${piece}" height="${piece}" rx="6"/></clipPath></defs>` +
    `<g clip-path="url(#p)"><svg width="${width}" height="${height}">${scenery(captchaId)}</svg></g>` +
    `<rect x="${targetX + 1}" y="${pieceY + 1}" width="${piece - 2}" height="${piece - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`
  )
}
