import { getQrCode, getUrlLink } from '@/shared/share/calls'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

setupApiServer()

test('QR code and URL link of a shared page (an invitation)', async () => {
  const qr = await getQrCode('ic=XC000001', 'package-mine/pages/invite-friend/invite-friend')
  expect(qr.qrCodeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/qrcode\//)
  expect(qr.scene).toBe('ic=XC000001')
  const link = await getUrlLink({ path: 'package-mine/pages/invite-friend/invite-friend', query: 'inviteCode=XC000001' })
  expect(link.urlLink).toMatch(/^https:\/\//)
  await expect(getQrCode('x'.repeat(33), 'pages/car/car')).rejects.toMatchObject({ status: 400 })
})

test('a URL link to the tenant mini-program without a token; another appId is refused', async () => {
  clearSession()
  const link = await getUrlLink({ appId: 'wx0000000000charge', path: 'pages/index/index' })
  expect(link.urlLink).toMatch(/^https:\/\/wxaurl\.cn\//)
  await expect(getUrlLink({ appId: 'wx1111111111111111', path: 'pages/index/index' })).rejects.toMatchObject({ status: 400, message: '不支持打开该小程序' })
})
