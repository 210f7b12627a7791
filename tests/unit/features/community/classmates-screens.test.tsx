import Taro from '@tarojs/taro'
import type { Classmates } from '@api/posts'
import * as api from '@/features/community/api'
import { ClassmatesScreen, ShareHelpScreen } from '@/features/community'
import { clearSession } from '@/core/session'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/features/community/api')
const mocked = api as jest.Mocked<typeof api>

const GROUP: Classmates = {
  id: 2, name: '远航露营同学会', cover: 'c.svg', intro: '一起带着远航去露营。', vehicleTypeName: '远航 L6', cityName: '杭州市', memberNum: 3,
  members: [{ accountId: 5, displayName: '露营达人', avatarUrl: '' }], helpNum: 12, helpTarget: 30, helped: false, joined: false,
  createdAt: '2026-07-30T10:00:00+08:00',
}

let navigate: jest.SpyInstance

beforeEach(() => {
  clearSession()
  mocked.getClassmates.mockResolvedValue(GROUP)
  navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
})
afterEach(() => navigate.mockRestore())

test("a help link's page leads from the group's card to the group's own page", async () => {
  const utils = await render(ShareHelpScreen, { id: 2 })
  const open = await utils.queries.waitForQuerySelector('.cm-class__open')
  expect(open.textContent).toContain('查看同学会主页')
  expect(open.getAttribute('role')).toBe('link')
  utils.fireEvent.click(open)
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/package-community/pages/classmates-detail/classmates-detail?id=2' })))
  // A member is still their own link, apart from the group's.
  utils.fireEvent.click(utils.queries.querySelector('.cm-class__member')!)
  await waitFor(() => expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/package-community/pages/personal/personal?authorId=5' })))
})

test("the group's own page has no link to itself", async () => {
  const utils = await render(ClassmatesScreen, { id: 2 })
  await utils.queries.waitForQueryByText('一起带着远航去露营。')
  expect(utils.queries.querySelector('.cm-class__open')).toBeNull()
})
