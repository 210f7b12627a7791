import SwiperPage from '@/package-mine/pages/swiper/swiper'
import { getSignInBanners } from '@/features/sign-in/api'
import { openLink } from '@/core/navigation/open-link'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation/open-link', () => ({ openLink: jest.fn() }))
jest.mock('@/features/sign-in/api', () => ({ getSignInBanners: jest.fn(), loadTask: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
openMockPage('/package-mine/pages/swiper/swiper')

const banner = (id: number, linkUrl: string) => ({ id, title: `横幅${id}`, subtitle: '', image: `${id}.svg`, linkUrl, sort: id })
const BANNERS = [banner(1, '/package-mine/pages/sign-in/sign-in'), banner(2, '/not/a/page'), banner(3, '')]

async function open(banners: ReturnType<typeof banner>[]) {
  ;(getSignInBanners as jest.Mock).mockResolvedValue(banners)
  const utils = await render(SwiperPage)
  await waitFor(() => expect(utils.queries.querySelector('.sign-in-banner')).not.toBeNull())
  return utils
}

// Which links open what (tab, page, web view, unknown) is openLink's, tested in core/navigation.
test('the banners turn in a carousel; a dot turns to its banner; a tap opens the banner\'s link', async () => {
  const utils = await open(BANNERS)
  expect(utils.queries.querySelector('.sign-in-banner')?.getAttribute('aria-label')).toBe('签到活动')
  const track = () => (utils.queries.querySelector('.carousel__track') as HTMLElement).style.transform
  expect(track()).toBe('translateX(calc(0% + 0px))')
  const dots = utils.queries.querySelectorAll('.carousel__dot')
  expect(dots).toHaveLength(3)
  await utils.act(async () => void utils.fireEvent.click(dots[2]))
  expect(track()).toBe('translateX(calc(-200% + 0px))')

  const items = utils.queries.querySelectorAll('.sign-in-banner__item')
  utils.fireEvent.click(items[0])
  expect(openLink).toHaveBeenCalledWith('/package-mine/pages/sign-in/sign-in', '横幅1')
  utils.fireEvent.click(items[2])
  expect(openLink).toHaveBeenCalledTimes(1)
})

test('every activity is listed under the carousel: a row with a link opens it, one without says it only informs', async () => {
  ;(openLink as jest.Mock).mockClear()
  const utils = await open(BANNERS)
  const rows = utils.queries.querySelectorAll('.sign-in-activity')
  expect(utils.queries.querySelector('.sign-in-activities__title')?.textContent).toBe('全部活动 (3)')
  expect([...rows].map((r) => r.querySelector('.sign-in-activity__go')?.textContent)).toEqual(['去看看 ›', '去看看 ›', '仅展示'])
  utils.fireEvent.click(rows[1])
  expect(openLink).toHaveBeenLastCalledWith('/not/a/page', '横幅2')
  utils.fireEvent.click(rows[2])
  expect(openLink).toHaveBeenCalledTimes(1)
})

test('a single banner has no dots', async () => {
  const utils = await open([BANNERS[0]])
  expect(utils.queries.querySelectorAll('.carousel__dot')).toHaveLength(0)
})
