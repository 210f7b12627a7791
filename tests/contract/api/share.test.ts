import { getQrCode, getUrlLink } from '@/shared/share/calls'
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
