// Image URLs of the generated SVGs (mock/routes/static). Paths stay relative in the seed;
// answers make them absolute with the request's origin, so any host/port works.
export type ImageKind =
  | 'cars' | 'goods' | 'avatars' | 'covers' | 'banners' | 'medals' | 'prizes' | 'magazine' | 'icons' | 'qrcode'
  | 'captcha' | 'captcha-piece'

export const img = (kind: ImageKind, seed: string | number, text?: string) =>
  `/static/img/${kind}/${seed}.svg${text ? `?text=${encodeURIComponent(text)}` : ''}`

/** The generated pictures' sizes (mock/routes/static/svg.ts draws them at these by default). */
export const IMAGE_SIZES: Record<ImageKind, [number, number]> = {
  cars: [640, 360], goods: [400, 400], avatars: [120, 120], covers: [640, 400], banners: [750, 300],
  medals: [160, 160], prizes: [200, 200], magazine: [600, 800], icons: [96, 96], qrcode: [280, 280],
  captcha: [300, 160], 'captcha-piece': [50, 50],
}

/**
 * A picture inside server HTML with the width and height a CMS stores with it: the page keeps its
 * box before it loads. `alt` '' marks it decorative.
 */
export const htmlImg = (kind: ImageKind, seed: string | number, alt: string, text = alt) => {
  const [width, height] = IMAGE_SIZES[kind]
  return `<img src="${img(kind, seed, text || undefined)}" width="${width}" height="${height}" alt="${alt}">`
}
