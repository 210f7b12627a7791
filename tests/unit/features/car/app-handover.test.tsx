import { currentRuntime } from '@/core/runtime'
import { openPage } from '@/core/navigation'
import { AppHandover } from '@/features/car/components/app-handover'
import { render } from '../../../support/render'

jest.mock('@/core/runtime', () => ({ currentRuntime: jest.fn(() => 'h5') }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

test('outside the app the bar offers the app; its download opens the download page', async () => {
  const u = await render(() => <AppHandover appParameter='2' />)
  const button = u.queries.querySelector('.app-handover__btn') as HTMLElement
  expect(button.textContent).toBe('下载 App')
  u.fireEvent.click(button)
  expect(openPage).toHaveBeenCalledWith('/pages/busin-download/busin-download')
})

test('inside the native app there is nothing to hand over', async () => {
  ;(currentRuntime as jest.Mock).mockReturnValue('app')
  const u = await render(() => <AppHandover appParameter='2' />)
  expect(u.queries.querySelector('.app-handover')).toBeNull()
})
