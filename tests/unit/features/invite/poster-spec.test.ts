import { invitePosterAlt, invitePosterSpec } from '@/features/invite/poster-spec'

const invite = { title: '星驰汽车 车主邀请函', subtitle: '每日签到领积分', displayName: '车主小王', avatarUrl: 'a.png', code: 'XC000001', qr: { src: 'qr.svg' } }

test('the invitation poster carries its texts, the avatar and the QR code', () => {
  const spec = invitePosterSpec(invite)
  const texts = spec.elements.flatMap((e) => (e.kind === 'text' ? [e.text] : []))
  expect(texts).toEqual(['星驰汽车 车主邀请函', '每日签到领积分', '车主小王', '邀请你一起加入（邀请码 XC000001）', '扫码接受邀请'])
  expect(spec.elements.find((e) => e.kind === 'qr')).toMatchObject({ src: 'qr.svg' })
  // In H5 the code is the invitation's link, drawn on the poster itself.
  expect(invitePosterSpec({ ...invite, qr: { text: 'https://h5.test/x' } }).elements.find((e) => e.kind === 'qr')).toMatchObject({ text: 'https://h5.test/x' })
  expect(spec.elements.find((e) => e.kind === 'image')).toMatchObject({ src: 'a.png', radius: 20 })
  // Everything stays on the poster.
  for (const e of spec.elements) {
    if (e.kind !== 'text') expect(e.y + e.height).toBeLessThanOrEqual(spec.height)
  }
})

test('a cover goes on top and makes the poster taller', () => {
  const plain = invitePosterSpec(invite)
  const withCover = invitePosterSpec({ ...invite, cover: 'c.png', code: undefined })
  expect(withCover.elements[0]).toMatchObject({ kind: 'image', src: 'c.png', y: 16 })
  expect(withCover.height).toBeGreaterThan(plain.height)
  expect(invitePosterAlt({ ...invite, code: undefined })).toBe('星驰汽车 车主邀请函：车主小王 邀请你一起加入，扫码接受邀请')
})

test('a two-line subtitle ends above the inviter, with room to spare', () => {
  const spec = invitePosterSpec(invite)
  const subtitle = spec.elements.find((e) => e.kind === 'text' && e.text === invite.subtitle) as { y: number; lineHeight: number; maxLines: number }
  const avatar = spec.elements.find((e) => e.kind === 'image') as { y: number }
  expect(subtitle.maxLines).toBe(2)
  expect(avatar.y - (subtitle.y + subtitle.lineHeight * subtitle.maxLines)).toBeGreaterThanOrEqual(12)
})
