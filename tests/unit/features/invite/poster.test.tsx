import { Poster } from '@/features/invite/components/poster'
import { render } from '../../../support/render'

const props = { title: '星驰汽车 车主邀请函', subtitle: '每日签到领积分', displayName: '车主小王', avatarUrl: '', code: 'XC000001' }

test.each([
  [{}, '生成中…'],
  [{ error: new Error('x') }, '二维码生成失败'],
])('until the QR code is there, the poster waits: %p', async (assets, text) => {
  const u = await render(Poster, { ...props, assets })
  expect(u.queries.querySelector('.invite-poster__wait')?.textContent).toBe(text)
  expect(u.queries.querySelector('.poster-view')).toBeNull()
})

test.each([[{ src: 'data:image/png;base64,00' }], [{ text: 'https://h5.test/invite' }]])('with the QR code %p, the invitation is drawn as a poster', async (qr) => {
  const u = await render(Poster, { ...props, assets: { qr } })
  expect(u.queries.querySelector('.poster-backdrop .poster-view')).not.toBeNull()
  expect(u.queries.querySelector('.invite-poster__wait')).toBeNull()
})
