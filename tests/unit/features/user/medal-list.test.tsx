import { MedalList } from '@/features/user/components/medal-list'
import { getCurrentUser, getMedals } from '@/entities/user/api'
import type { Medal, UserInfo } from '@api/user'
import { render } from '../../../support/render'
import { waitFor } from '../mall/support'

jest.mock('@/entities/user/api', () => ({ getMedals: jest.fn(), getCurrentUser: jest.fn() }))

const medal = (id: number, name: string, obtainedAt: string | null): Medal => ({
  id, name, icon: `https://img/m${id}.svg`, description: '', category: '成长', obtained: obtainedAt !== null, obtainedAt,
})

beforeEach(() => jest.clearAllMocks())

test('obtained medals come first with their date, the rest greyed as not obtained', async () => {
  jest.mocked(getMedals).mockResolvedValue([medal(1, '早鸟', null), medal(2, '新车主', '2026-05-06T12:00:00+08:00')])
  const u = await render(MedalList, { accountId: 7 })
  await waitFor(() => expect(u.queries.querySelector('.medal-list__summary')?.textContent).toBe('已获得 1/2 枚勋章'))
  const items = Array.from(u.queries.querySelectorAll('.medal-list__item'))
  expect(items.map((i) => i.querySelector('.medal-list__name')?.textContent)).toEqual(['新车主', '早鸟'])
  expect(items[0].querySelector('.medal-list__date')?.textContent).toBe('2026.05.06 获得')
  expect(items[1].className).toContain('medal-list__item--locked')
  expect(getMedals).toHaveBeenCalledWith(7)
  expect(getCurrentUser).not.toHaveBeenCalled()
})

test('without an account id it asks who is logged in first', async () => {
  jest.mocked(getCurrentUser).mockResolvedValue({ accountId: 3 } as UserInfo)
  jest.mocked(getMedals).mockResolvedValue([])
  const u = await render(MedalList, {})
  await waitFor(() => expect(u.html()).toContain('暂无勋章'))
  expect(getMedals).toHaveBeenCalledWith(3)
})

test('a failure offers a retry that loads again', async () => {
  jest.mocked(getMedals).mockRejectedValueOnce(new Error('服务器端错误')).mockResolvedValueOnce([medal(1, '早鸟', null)])
  const u = await render(MedalList, { accountId: 1 })
  await waitFor(() => expect(u.html()).toContain('勋章加载失败'))
  u.fireEvent.click(u.queries.querySelector('.medal-list__retry')!)
  await waitFor(() => expect(u.queries.querySelector('.medal-list__summary')?.textContent).toBe('已获得 0/1 枚勋章'))
})
