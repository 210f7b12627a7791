import { drawPoster } from '@/shared/poster/draw'
import { TOKEN_COLOURS } from '@/styles/colours'
import { encodeCodes, loadImages, paintPoster, type LoadableImage } from '@/shared/poster/paint'
import { imageSources, type PosterSpec } from '@/shared/poster/spec'
import { fakeContext } from './fake-context'

const spec: PosterSpec = {
  width: 300,
  height: 400,
  background: '#2f3b48',
  elements: [
    { kind: 'rect', x: 10, y: 10, width: 280, height: 380, color: '#ffffff' },
    { kind: 'image', x: 10, y: 10, width: 100, height: 50, src: 'cover.png', radius: 8 },
    { kind: 'text', x: 20, y: 80, text: '车主邀请函', size: 20, bold: true, color: '#252525', maxWidth: 30, maxLines: 2, lineHeight: 28 },
    { kind: 'qr', x: 100, y: 200, width: 100, height: 100, src: 'qr.png' },
  ],
}

test('background, shapes, wrapped text and images are drawn in order at design scale', () => {
  const { ctx, calls, named } = fakeContext()
  drawPoster(ctx, spec, new Map([['cover.png', { width: 200, height: 100 }], ['qr.png', { width: 280, height: 280 }]]))
  expect(calls[0]).toEqual(['fillRect', '#2f3b48', 0, 0, 300, 400])
  expect(calls[1]).toEqual(['fillRect', '#ffffff', 10, 10, 280, 380])
  // Rounded image: clipped to its rounded box, the whole picture scaled into it.
  expect(named('clip')).toHaveLength(1)
  expect(named('drawImage')[0]).toEqual(['drawImage', { width: 200, height: 100 }, 0, 0, 200, 100, 10, 10, 100, 50])
  // Three characters fit a line of 30 design pixels; lines are 28 apart, 4 of leading above.
  expect(named('fillText').map((c) => c.slice(1, 4))).toEqual([
    ['车主邀', 20, 84],
    ['请函', 20, 112],
  ])
  expect(named('fillText')[0][4]).toContain('bold 20px')
  // The QR code sits on white, inset by its quiet zone.
  expect(named('fillRect')).toContainEqual(['fillRect', TOKEN_COLOURS.white, 100, 200, 100, 100])
  expect(named('drawImage')[1].slice(6)).toEqual([106, 206, 88, 88])
})

test('a picture that did not load is a grey box; the poster is still drawn', () => {
  const { ctx, named } = fakeContext()
  drawPoster(ctx, spec, new Map())
  expect(named('drawImage')).toHaveLength(0)
  // The placeholder grey of the rest of the app ($fill).
  expect(named('fillRect')).toContainEqual(['fillRect', TOKEN_COLOURS.fill, 10, 10, 100, 50])
  expect(named('fillText')).toHaveLength(2)
})

/** An image that loads (or fails) as soon as its src is set. */
const fakeImage = (fail: (src: string) => boolean) => () => {
  const image = { width: 10, height: 10, onload: null, onerror: null } as unknown as LoadableImage
  let src = ''
  Object.defineProperty(image, 'src', {
    get: () => src,
    set: (value: string) => {
      src = value
      void Promise.resolve().then(() => (fail(value) ? image.onerror?.() : image.onload?.()))
    },
  })
  return image
}

test('images load once each; a failing one is left out', async () => {
  const images = await loadImages(spec, fakeImage((src) => src === 'qr.png'))
  expect([...images.keys()]).toEqual(['cover.png', 'qr.png'])
  expect(images.get('cover.png')).toMatchObject({ width: 10 })
  expect(images.get('qr.png')).toBeUndefined()
})

test('the canvas is sized and scaled for the pixel ratio, then drawn', async () => {
  const { ctx, calls } = fakeContext()
  const canvas = { width: 0, height: 0, getContext: () => ctx }
  await paintPoster(canvas, spec, 2, fakeImage(() => false))
  expect(canvas).toMatchObject({ width: 600, height: 800 })
  expect(calls[0]).toEqual(['scale', 2, 2])
  expect(calls[1]).toEqual(['fillRect', '#2f3b48', 0, 0, 300, 400])
})

test('a link\'s QR code is encoded before drawing, then drawn as module runs on white; nothing is loaded for it', async () => {
  const linkSpec: PosterSpec = { width: 200, height: 200, background: '#2f3b48', elements: [{ kind: 'qr', x: 10, y: 10, width: 117, height: 117, text: 'HELLO WORLD' }] }
  expect(imageSources(linkSpec)).toEqual([])
  const codes = await encodeCodes(linkSpec)
  expect(codes.get('HELLO WORLD')).toMatchObject({ version: 1, size: 21 })
  const { ctx, named } = fakeContext()
  drawPoster(ctx, linkSpec, new Map(), codes)
  expect(named('drawImage')).toHaveLength(0)
  const rects = named('fillRect')
  expect(rects[1]).toEqual(['fillRect', TOKEN_COLOURS.white, 10, 10, 117, 117])
  // Version 1 has 21 modules: 105 design pixels inside the padding of 6 make modules of 5.
  const modules = rects.slice(2)
  expect(modules.every((r) => r[1] === TOKEN_COLOURS.text)).toBe(true)
  // The top row of the top-left finder is one run of 7 modules.
  expect(modules[0]).toEqual(['fillRect', TOKEN_COLOURS.text, 16, 16, 35, 5])
  // Without its code the place is grey, as a missing picture's.
  const bare = fakeContext()
  drawPoster(bare.ctx, linkSpec, new Map())
  expect(bare.named('fillRect')[2]).toEqual(['fillRect', TOKEN_COLOURS.fill, 16, 16, 105, 105])
})

test('a poster without a link\'s code encodes nothing', async () => {
  await expect(encodeCodes(spec)).resolves.toEqual(new Map())
})
