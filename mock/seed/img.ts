// Image URLs of the generated SVGs (mock/routes/static). Paths stay relative in the seed;
// answers make them absolute with the request's origin, so any host/port works.
export type ImageKind =
  | 'cars' | 'goods' | 'avatars' | 'covers' | 'banners' | 'medals' | 'prizes' | 'magazine' | 'icons' | 'qrcode'
  | 'captcha' | 'captcha-piece'

export const img = (kind: ImageKind, seed: string | number, text?: string) =>
  `/static/img/${kind}/${seed}.svg${text ? `?text=${encodeURIComponent(text)}` : ''}`
