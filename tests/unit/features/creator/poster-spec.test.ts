import { creatorPosterAlt, creatorPosterSpec, POSTER_SCAN_TEXT } from '@/features/creator/poster-spec'
import { codeTexts, imageSources } from '@/shared/poster/spec'
import { PROFILE } from './fixtures'

test('the card shows who, the level, the totals and the QR code of the personal page', () => {
  const spec = creatorPosterSpec(PROFILE, { text: 'https://h5.example.cn/package-community/pages/personal/personal?authorId=1' })
  const words = spec.elements.flatMap((e) => (e.kind === 'text' ? [e.text] : []))
  expect(words).toEqual(['林间追风', 'Lv.3 优质创作者', '17', '作品', '12w+', '浏览', '4321', '获赞', '890', '粉丝', POSTER_SCAN_TEXT])
  expect(codeTexts(spec)).toEqual(['https://h5.example.cn/package-community/pages/personal/personal?authorId=1'])
  expect(imageSources(spec)).toEqual(['a.svg'])
  // Everything lies inside the poster.
  for (const e of spec.elements) if ('height' in e) expect(e.y + e.height).toBeLessThanOrEqual(spec.height)
  expect(creatorPosterAlt(PROFILE)).toContain('林间追风的创作者名片')
})

test('in the mini-program the server picture is the code', () => {
  const spec = creatorPosterSpec(PROFILE, { src: 'https://api.example.cn/qr/1.png' })
  expect(imageSources(spec)).toEqual(['a.svg', 'https://api.example.cn/qr/1.png'])
  expect(codeTexts(spec)).toEqual([])
})
