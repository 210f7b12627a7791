// WeChat's privacy authorization in the mini-program (shared/wx-privacy): the listener at launch,
// the popup every screen's frame holds (what the API that asked needs, the privacy policy, 拒绝 and
// WeChat's agree button), and the answers: every waiting call answered once; a refused location
// not asked again on the same page (the dealer pages locate every 30 s). H5 has none of it.
import Taro from '@tarojs/taro'
import { PrivacyPrompt as H5Prompt, watchPrivacyAuthorization as h5Watch } from '@/shared/wx-privacy'
import { PrivacyPrompt, watchPrivacyAuthorization } from '@/shared/wx-privacy/index.weapp'
import { needOf } from '@/shared/wx-privacy/needs'
import { answerPrompt, askPrompt, pageOpened, promptState } from '@/shared/wx-privacy/prompt'
import { openPage } from '@/core/navigation'
import { render } from '../../support/render'
import { openMockPage } from '../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock({ onNeedPrivacyAuthorization: jest.fn() }))
// Taro's H5 Button drops WeChat's open-type and its event: a stand-in shows the open type and
// fires onAgreePrivacyAuthorization on a double click, as WeChat's bindagreeprivacyauthorization.
jest.mock('@tarojs/components', () => {
  const React = require('react')
  return {
    ...jest.requireActual('@tarojs/components'),
    Button: ({ id, className, openType, onClick, onAgreePrivacyAuthorization, children }: Record<string, unknown> & { children: unknown }) =>
      React.createElement('button', { id, className, 'data-open-type': openType, onClick, onDoubleClick: onAgreePrivacyAuthorization }, children),
  }
})

type Utils = Awaited<ReturnType<typeof render>>
const $ = (u: Utils, selector: string) => u.queries.querySelector(selector) as HTMLElement | null
const act = (u: Utils, work: () => void) => u.act(work)

beforeEach(() => {
  jest.clearAllMocks()
  openMockPage('/package-car/pages/choice-stores/choice-stores')
  pageOpened()
})

test('launch registers the listener in the mini-program; H5 registers nothing and shows nothing', async () => {
  watchPrivacyAuthorization()
  expect(Taro.onNeedPrivacyAuthorization).toHaveBeenCalledTimes(1)
  h5Watch()
  expect(Taro.onNeedPrivacyAuthorization).toHaveBeenCalledTimes(1)
  const u = await render(H5Prompt)
  act(u, () => askPrompt(jest.fn(), 'getLocation'))
  expect($(u, '.wx-privacy')).toBeNull()
  act(u, () => answerPrompt({ event: 'disagree' }))
})

test('asked for the location: the popup says what it is for, links the policy; 同意 is WeChat\'s button and lets the call on', async () => {
  const u = await render(PrivacyPrompt)
  expect($(u, '.wx-privacy')).toBeNull()
  const resolve = jest.fn()
  act(u, () => askPrompt(resolve, 'getLocation'))
  expect($(u, '.wx-privacy__text')?.textContent).toBe('此功能需要使用你的位置信息，用于显示附近的门店与充电桩，并计算距离。请阅读《隐私政策》后选择；不授权也可以继续浏览其他内容。')
  u.fireEvent.click($(u, '.wx-privacy__link')!)
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/agreement/agreement?kind=privacy')
  const agree = $(u, '.wx-privacy__agree')!
  expect([agree.id, agree.dataset.openType]).toEqual(['wx-privacy-agree', 'agreePrivacyAuthorization'])
  act(u, () => u.fireEvent.doubleClick(agree))
  expect(resolve).toHaveBeenCalledWith({ buttonId: 'wx-privacy-agree', event: 'agree' })
  expect($(u, '.wx-privacy')).toBeNull()
})

test('拒绝 fails every waiting call; the location is not asked again on this page, a picture is', async () => {
  const u = await render(PrivacyPrompt)
  const [first, second] = [jest.fn(), jest.fn()]
  act(u, () => {
    askPrompt(first, 'getLocation')
    askPrompt(second, 'getLocation')
  })
  act(u, () => u.fireEvent.click($(u, '.wx-privacy__refuse')!))
  expect([first.mock.calls, second.mock.calls]).toEqual([[[{ event: 'disagree' }]], [[{ event: 'disagree' }]]])
  const again = jest.fn()
  act(u, () => askPrompt(again, 'getLocation'))
  expect(again).toHaveBeenCalledWith({ event: 'disagree' })
  expect($(u, '.wx-privacy')).toBeNull()
  act(u, () => askPrompt(jest.fn(), 'chooseMedia'))
  expect($(u, '.wx-privacy__text')?.textContent).toContain('相册和相机，用于选择或拍摄你要上传的图片、视频')
  act(u, () => u.fireEvent.click($(u, '.wx-privacy__refuse')!))
  act(u, () => askPrompt(jest.fn(), 'chooseMedia'))
  expect(promptState()).toEqual({ referrer: 'chooseMedia' })
  act(u, () => u.fireEvent.click($(u, '.wx-privacy__refuse')!))
})

test('another page opened asks for the location again', async () => {
  const u = await render(PrivacyPrompt)
  act(u, () => askPrompt(jest.fn(), 'getLocation'))
  act(u, () => u.fireEvent.click($(u, '.wx-privacy__refuse')!))
  u.unmout()
  const next = await render(PrivacyPrompt)
  act(next, () => askPrompt(jest.fn(), 'getLocation'))
  expect($(next, '.wx-privacy')).not.toBeNull()
  act(next, () => next.fireEvent.click($(next, '.wx-privacy__refuse')!))
})

test('not over the privacy policy itself, opened from the popup', async () => {
  openMockPage('/package-mine/pages/agreement/agreement', { kind: 'privacy' })
  const u = await render(PrivacyPrompt)
  act(u, () => askPrompt(jest.fn(), 'getLocation'))
  expect($(u, '.wx-privacy')).toBeNull()
  expect(promptState()).toEqual({ referrer: 'getLocation' })
  openMockPage('/package-car/pages/choice-stores/choice-stores')
  const under = await render(PrivacyPrompt)
  expect($(under, '.wx-privacy')).not.toBeNull()
  act(under, () => under.fireEvent.click($(under, '.wx-privacy__refuse')!))
})

test('each API the app calls is named; another gets a general line', () => {
  expect(['getLocation', 'chooseMedia', 'chooseImage', 'saveImageToPhotosAlbum', 'setClipboardData', 'getPhoneNumber'].map((r) => needOf(r).info)).toEqual([
    '位置信息', '相册和相机', '相册和相机', '相册', '剪切板', '手机号',
  ])
  expect(needOf('getWeRunData')).toEqual({ info: '个人信息', why: '完成你正在使用的功能' })
})
