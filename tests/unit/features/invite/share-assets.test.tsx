import { Text } from '@tarojs/components'
import { getQrCode, getUrlLink } from '@/features/invite/api'
import { FRIEND_PAGE, useShareAssets } from '@/features/invite/share'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

jest.mock('@/features/invite/api', () => ({ getQrCode: jest.fn(), getUrlLink: jest.fn() }))
// The mini-program's share module has no web address (index.weapp.tsx); switched per test.
const mockRuntime = { web: true }
jest.mock('@/shared/share', () => {
  const actual = jest.requireActual('@/shared/share')
  return { ...actual, webPageUrl: (path: string) => (mockRuntime.web ? actual.webPageUrl(path) : null) }
})

beforeEach(() => {
  mockRuntime.web = true
  jest.clearAllMocks()
})

function Assets() {
  const assets = useShareAssets(FRIEND_PAGE, 'inviteCode=XC000001', 'ic=XC000001')
  return <Text className='assets'>{JSON.stringify(assets)}</Text>
}

test('in a browser the invitation\'s QR code is its own link, encoded here: no call for a picture', async () => {
  const utils = await render(Assets)
  const link = `${window.location.origin}/${FRIEND_PAGE}?inviteCode=XC000001`
  await waitFor(() => expect(JSON.parse(utils.queries.querySelector('.assets')!.textContent!)).toEqual({ link, qr: { text: link } }))
  expect(getQrCode).not.toHaveBeenCalled()
  expect(getUrlLink).not.toHaveBeenCalled()
})

test('in the mini-program it is WeChat\'s mini-program code from the server, beside a URL link', async () => {
  mockRuntime.web = false
  ;(getQrCode as jest.Mock).mockResolvedValue({ qrCodeUrl: '/static/img/qrcode/1.svg', scene: 'ic=XC000001', page: FRIEND_PAGE })
  ;(getUrlLink as jest.Mock).mockResolvedValue({ urlLink: 'https://wxaurl.test/abc' })
  const utils = await render(Assets)
  await waitFor(() =>
    expect(JSON.parse(utils.queries.querySelector('.assets')!.textContent!)).toEqual({ link: 'https://wxaurl.test/abc', qr: { src: '/static/img/qrcode/1.svg' } }),
  )
  expect(getQrCode).toHaveBeenCalledWith('ic=XC000001', FRIEND_PAGE)
})
