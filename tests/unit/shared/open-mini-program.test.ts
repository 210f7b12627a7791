import { getUrlLink } from '@/shared/share/calls'
import { openExternalUrl } from '@/shared/device'
import { openMiniProgram } from '@/core/navigation/open-mini-program'
import { launchMiniProgram } from '@/shared/open-mini-program'
import { launchMiniProgram as miniProgramLaunch } from '@/shared/open-mini-program/index.weapp'
import { splitPagePath } from '@/shared/open-mini-program/types'

jest.mock('@/shared/share/calls', () => ({ getUrlLink: jest.fn() }))
jest.mock('@/shared/device', () => ({ openExternalUrl: jest.fn() }))
jest.mock('@/core/navigation/open-mini-program', () => ({ openMiniProgram: jest.fn() }))

beforeEach(() => jest.clearAllMocks())

test('a page path splits into the page and its query', () => {
  expect(splitPagePath('pages/index/index?from=banner&x=1')).toEqual(['pages/index/index', 'from=banner&x=1'])
  expect(splitPagePath('pages/index/index')).toEqual(['pages/index/index', ''])
  expect(splitPagePath('')).toEqual(['', ''])
})

test('H5 asks for the URL Link of that app\'s page, then sends the browser there', async () => {
  ;(getUrlLink as jest.Mock).mockResolvedValue({ urlLink: 'https://wxaurl.cn/k3j9', expireTime: '2026-12-01T00:00:00+08:00' })
  ;(openExternalUrl as jest.Mock).mockReturnValue(true)
  await expect(launchMiniProgram({ appId: 'wx0000000000charge', path: 'pages/index/index?from=banner' })).resolves.toEqual({
    opened: true,
    urlLink: 'https://wxaurl.cn/k3j9',
  })
  expect(getUrlLink).toHaveBeenCalledWith({ appId: 'wx0000000000charge', path: 'pages/index/index', query: 'from=banner' })
  expect(openExternalUrl).toHaveBeenCalledWith('https://wxaurl.cn/k3j9')
  await launchMiniProgram({ appId: 'wx0000000000charge', path: '' })
  expect(getUrlLink).toHaveBeenLastCalledWith({ appId: 'wx0000000000charge', path: undefined, query: undefined })
})

test('H5: a refused URL Link call rejects and opens nothing', async () => {
  ;(getUrlLink as jest.Mock).mockRejectedValue(new Error('小程序 appId 不可用'))
  await expect(launchMiniProgram({ appId: 'wx1234567890abcdef', path: '' })).rejects.toThrow('小程序 appId 不可用')
  expect(openExternalUrl).not.toHaveBeenCalled()
})

test('mini-program: WeChat opens it (navigateToMiniProgram through core); a cancel is opened: false', async () => {
  ;(openMiniProgram as jest.Mock).mockResolvedValueOnce(true).mockResolvedValueOnce(false)
  await expect(miniProgramLaunch({ appId: 'wx0000000000charge', path: 'pages/index/index' })).resolves.toEqual({ opened: true })
  expect(openMiniProgram).toHaveBeenCalledWith({ appId: 'wx0000000000charge', path: 'pages/index/index' })
  await expect(miniProgramLaunch({ appId: 'wx0000000000charge', path: '' })).resolves.toEqual({ opened: false })
  expect(getUrlLink).not.toHaveBeenCalled()
})
