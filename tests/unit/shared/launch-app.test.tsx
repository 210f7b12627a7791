import { LaunchAppButton } from '@/shared/launch-app'
import { LaunchAppButton as MiniProgramButton } from '@/shared/launch-app/index.weapp'
import { render } from '../../support/render'

// Taro's Button here is its H5 web component, which drops WeChat's open-type props; a stand-in
// shows what each file hands the button and lets the test fire WeChat's binderror.
jest.mock('@tarojs/components', () => {
  const React = require('react')
  return {
    ...jest.requireActual('@tarojs/components'),
    Button: ({ className, openType, appParameter, onClick, onError, children }: Record<string, unknown> & { children: unknown }) =>
      React.createElement(
        'button',
        { className, 'data-open-type': openType, 'data-app-parameter': appParameter, onClick, onDoubleClick: () => (onError as () => void)?.() },
        children,
      ),
  }
})

test('H5: a web page cannot open the app, so the button offers the download', async () => {
  const onUnavailable = jest.fn()
  const u = await render(() => <LaunchAppButton className='bar__btn' appParameter='car=2' onUnavailable={onUnavailable} />)
  const button = u.queries.querySelector('button.bar__btn') as HTMLElement
  expect(button.textContent).toBe('下载 App')
  expect(button.dataset.openType).toBeUndefined()
  u.fireEvent.click(button)
  expect(onUnavailable).toHaveBeenCalledTimes(1)
})

test('mini-program: WeChat\'s launch-app button with the parameter; WeChat\'s refusal falls back', async () => {
  const onUnavailable = jest.fn()
  const u = await render(() => <MiniProgramButton className='bar__btn' appParameter='car=2' onUnavailable={onUnavailable} />)
  const button = u.queries.querySelector('button.bar__btn') as HTMLElement
  expect(button.textContent).toBe('打开 App')
  expect([button.dataset.openType, button.dataset.appParameter]).toEqual(['launchApp', 'car=2'])
  u.fireEvent.click(button)
  expect(onUnavailable).not.toHaveBeenCalled()
  u.fireEvent.doubleClick(button)
  expect(onUnavailable).toHaveBeenCalledTimes(1)
})
