import { pixelScale, placeImage, wrapText } from '@/shared/poster/layout'
import { imageSources } from '@/shared/poster/spec'

const measure = (s: string) => Array.from(s).length * 10

test('cover crops the middle of the image to fill the box; contain fits it whole, centred', () => {
  const box = { x: 10, y: 20, width: 100, height: 100 }
  expect(placeImage({ width: 400, height: 200 }, box)).toEqual({ sx: 100, sy: 0, sw: 200, sh: 200, dx: 10, dy: 20, dw: 100, dh: 100 })
  expect(placeImage({ width: 400, height: 200 }, box, 'contain')).toEqual({ sx: 0, sy: 0, sw: 400, sh: 200, dx: 10, dy: 45, dw: 100, dh: 50 })
})

test('an image of unknown size (an SVG without one) fills its box', () => {
  expect(placeImage({ width: 0, height: 0 }, { x: 0, y: 0, width: 50, height: 40 })).toMatchObject({ sw: 50, sh: 40, dw: 50, dh: 40 })
})

test('text wraps between any characters and at newlines; the last kept line ends in …', () => {
  expect(wrapText('星驰汽车车主邀请函', 40, 3, measure)).toEqual(['星驰汽车', '车主邀请', '函'])
  expect(wrapText('第一行\n二', 100, 3, measure)).toEqual(['第一行', '二'])
  expect(wrapText('星驰汽车车主邀请函', 40, 1, measure)).toEqual(['星驰汽…'])
  expect(wrapText('', 40, 1, measure)).toEqual([''])
})

test('canvas pixels follow the screen ratio, at most 3 and within the canvas limit', () => {
  expect(pixelScale({ width: 320, height: 500 }, 2)).toBe(2)
  expect(pixelScale({ width: 320, height: 500 }, 4)).toBe(3)
  expect(pixelScale({ width: 320, height: 500 }, 0)).toBe(1)
  expect(pixelScale({ width: 320, height: 2048 }, 3)).toBe(2)
})

test('each image source is loaded once; empty ones not at all', () => {
  expect(
    imageSources({
      width: 1, height: 1, background: '#000',
      elements: [
        { kind: 'image', src: 'a', x: 0, y: 0, width: 1, height: 1 },
        { kind: 'qr', src: 'a', x: 0, y: 0, width: 1, height: 1 },
        { kind: 'image', src: '', x: 0, y: 0, width: 1, height: 1 },
        { kind: 'text', text: 'a', x: 0, y: 0, size: 1, color: '#000' },
      ],
    }),
  ).toEqual(['a'])
})
