import { Text } from '@tarojs/components'
import { request } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { drawOnce, useDrawTimes } from '@/features/lottery'
import { act } from '../../../support/render'
import { renderInStore as render, text, waitFor } from '../../../support/ui'

jest.mock('@/core/request', () => ({ ...jest.requireActual('@/core/request'), request: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const calls = (path: string) => (request as jest.Mock).mock.calls.filter(([o]) => String(o.path).endsWith(path))

function Remaining() {
  const times = useDrawTimes(301)
  return <Text className='left'>{times.data ? `剩余 ${times.data.remainTimes} 次` : '—'}</Text>
}

let left = 2
beforeEach(() => {
  left = 2
  ;(request as jest.Mock).mockImplementation(async ({ path }: { path: string }) => {
    if (path.endsWith('/queryDrawTimes')) return { activityId: 301, totalTimes: 3, usedTimes: 3 - left, remainTimes: left }
    left -= 1
    return { record: {}, remainTimes: left }
  })
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('logged out, the draw count is not asked for (a null key)', async () => {
  const u = await render(Remaining)
  await act(async () => undefined)
  expect(text(u, '.left')).toBe('—')
  expect(request).not.toHaveBeenCalled()
})

test('a draw marks the count changed: the screen showing it reads it again from the server', async () => {
  setToken('dev-token')
  const u = await render(Remaining)
  await waitFor(() => expect(text(u, '.left')).toBe('剩余 2 次'))
  await act(() => drawOnce(301))
  await waitFor(() => expect(text(u, '.left')).toBe('剩余 1 次'))
  expect(calls('/queryDrawTimes')).toHaveLength(2)
  expect(calls('/draw')[0][0]).toMatchObject({ domain: 'activity', method: 'POST', data: { activityId: 301 } })
})
