import SharePage from '@/pages/welfareShare/index'
import { openPage } from '@/core/navigation'
import { clearSession } from '@/core/session'
import { getProject } from '@/features/welfare/api'
import { sharePage, usePageShare } from '@/shared/share/page-share'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { project } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/welfare/api', () => ({ getProject: jest.fn() }))
jest.mock('@/shared/share/page-share', () => ({ ...jest.requireActual('@/shared/share/page-share'), usePageShare: jest.fn(), sharePage: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const P = project(601, 'recruiting', { title: '山区儿童冬衣募集', summary: '为山区孩子送去冬衣', place: '贵州省毕节市' })

beforeEach(() => clearSession())
afterEach(() => jest.clearAllMocks())

test('the project, the invitation and its figures; shares its title and path in both targets; the society one tap away', async () => {
  openMockPage('/pages/welfareShare/index', { projectId: '601' })
  ;(getProject as jest.Mock).mockResolvedValue(P)
  const u = await render(SharePage)
  await waitFor(() => expect(text(u, '.welfare-share__title')).toBe('山区儿童冬衣募集'))
  expect(getProject).toHaveBeenCalledWith(601)
  expect(text(u, '.welfare-share__invite')).toBe('车友邀请你一起参与公益')
  expect(text(u, '.welfare-share__summary')).toBe('为山区孩子送去冬衣')
  expect(text(u, '.welfare-share .status-tag')).toBe('招募中')
  expect(text(u, '.welfare-progress__text')).toBe('已完成 50 / 200 小时 · 12 位志愿者')
  expect(text(u, '.welfare-share__meta')).toBe('地点：贵州省毕节市')
  // WeChat's sheet: the page's share follows the project once read.
  expect(usePageShare).toHaveBeenLastCalledWith({ title: '山区儿童冬衣募集｜邀你一起做公益', path: '/pages/welfareShare/index?projectId=601' })

  click(u, '.welfare-share__share')
  expect(sharePage).toHaveBeenCalledWith({ title: '山区儿童冬衣募集｜邀你一起做公益', path: '/pages/welfareShare/index?projectId=601', text: '为山区孩子送去冬衣' })
  click(u, '.welfare-share__society')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/welfareSociety')
})

test('no project id: the link is said to be incomplete, nothing is read', async () => {
  openMockPage('/pages/welfareShare/index', {})
  const u = await render(SharePage)
  await waitFor(() => expect(u.html()).toContain('缺少公益项目 id，无法打开'))
  expect(getProject).not.toHaveBeenCalled()
})

test('an unknown project: the error view with its reason and a retry', async () => {
  openMockPage('/pages/welfareShare/index', { projectId: '999' })
  ;(getProject as jest.Mock).mockRejectedValue(new Error('公益项目不存在'))
  const u = await render(SharePage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  expect(u.html()).toContain('公益项目不存在')
})
