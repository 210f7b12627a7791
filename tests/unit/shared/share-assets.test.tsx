import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { getQrCode, getUrlLink } from '@/shared/share/calls'
import { shareLink, useShareAssets } from '@/shared/share/assets'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

jest.mock('@/shared/share/calls', () => ({ getQrCode: jest.fn(), getUrlLink: jest.fn() }))
// The mini-program's share module has no web address (page-share.weapp.ts); switched per test.
const mockRuntime = { web: true }
jest.mock('@/shared/share/page-share', () => {
  const actual = jest.requireActual('@/shared/share/page-share')
  return { ...actual, webPageUrl: (path: string) => (mockRuntime.web ? actual.webPageUrl(path) : null) }
})

const PAGE = 'package-mine/pages/invite-friend/invite-friend'

beforeEach(() => {
  mockRuntime.web = true
  jest.clearAllMocks()
})

function Assets({ query, scene }: { query?: string; scene?: string }) {
  const assets = useShareAssets(PAGE, query, scene)
  return <Text className='assets'>{JSON.stringify(assets, (key, value: unknown) => (key === 'error' ? String(value) : value))}</Text>
}
/** The scene comes later, as from a read; a tap on .later gives it. */
function Later() {
  const [scene, setScene] = useState<string>()
  return (
    <View>
      <View className='later' onClick={() => setScene('ic=XC000001')} />
      <Assets query='inviteCode=XC000001' scene={scene} />
    </View>
  )
}
const shown = (u: Awaited<ReturnType<typeof render>>) => JSON.parse(u.queries.querySelector('.assets')!.textContent!) as unknown

test('in a browser the QR code is the page\'s own link, encoded here: no call for a picture', async () => {
  const u = await render(Assets, { query: 'inviteCode=XC000001', scene: 'ic=XC000001' })
  const link = `${window.location.origin}/${PAGE}?inviteCode=XC000001`
  await waitFor(() => expect(shown(u)).toEqual({ link, qr: { text: link } }))
  expect(getQrCode).not.toHaveBeenCalled()
  expect(getUrlLink).not.toHaveBeenCalled()
})

test('in the mini-program it is WeChat\'s mini-program code from the server, beside a URL link', async () => {
  mockRuntime.web = false
  jest.mocked(getQrCode).mockResolvedValue({ qrCodeUrl: '/static/img/qrcode/1.svg', scene: 'ic=XC000001', page: PAGE })
  jest.mocked(getUrlLink).mockResolvedValue({ urlLink: 'https://wxaurl.test/abc', expireTime: '2026-12-31 23:59:59' })
  const u = await render(Assets, { query: 'inviteCode=XC000001', scene: 'ic=XC000001' })
  await waitFor(() => expect(shown(u)).toEqual({ link: 'https://wxaurl.test/abc', qr: { src: '/static/img/qrcode/1.svg' } }))
  expect(getQrCode).toHaveBeenCalledWith('ic=XC000001', PAGE)
  expect(getUrlLink).toHaveBeenCalledWith({ path: PAGE, query: 'inviteCode=XC000001' })
})

test('nothing is asked for until the query and the scene are known; a failed call is handed back', async () => {
  mockRuntime.web = false
  jest.mocked(getQrCode).mockRejectedValue(new Error('服务器开小差了'))
  jest.mocked(getUrlLink).mockResolvedValue({ urlLink: 'https://wxaurl.test/abc', expireTime: '2026-12-31 23:59:59' })
  const u = await render(Later)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(shown(u)).toEqual({})
  expect(getQrCode).not.toHaveBeenCalled()
  u.fireEvent.click(u.queries.querySelector('.later')!)
  await waitFor(() => expect(shown(u)).toEqual({ error: 'Error: 服务器开小差了' }))
})

test('shareLink: this site\'s page in a browser, WeChat\'s URL link in the mini-program', async () => {
  await expect(shareLink(PAGE, 'a=1')).resolves.toBe(`${window.location.origin}/${PAGE}?a=1`)
  mockRuntime.web = false
  jest.mocked(getUrlLink).mockResolvedValue({ urlLink: 'https://wxaurl.test/xyz', expireTime: '2026-12-31 23:59:59' })
  await expect(shareLink(PAGE, 'a=1')).resolves.toBe('https://wxaurl.test/xyz')
})
