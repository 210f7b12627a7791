// The screen's error boundary reports what it caught (core/telemetry), as well as logging it.
import { reportError } from '@/core/telemetry'
import { setToken } from '@/core/session'
import { Screen } from '@/shared/screen'
import { render } from '../../support/render'
import { openMockPage } from '../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())
jest.mock('@/core/telemetry', () => ({ reportError: jest.fn(), reportVital: jest.fn(), startTelemetry: jest.fn() }))

test('a screen that throws is reported once, as caught by the screen', async () => {
  openMockPage('/package-car/pages/service-progress/service-progress', { id: '7' })
  setToken('dev-token')
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const thrown = new Error('坏数据')
  function Broken(): never {
    throw thrown
  }
  const utils = await render(Screen, { children: <Broken /> })
  expect(utils.html()).toContain('页面出错了')
  expect(reportError).toHaveBeenCalledTimes(1)
  expect(reportError).toHaveBeenCalledWith(thrown, 'screen')
  utils.unmout()
})
