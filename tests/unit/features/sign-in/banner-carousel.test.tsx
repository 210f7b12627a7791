import { BannerSwiper } from '@/features/sign-in'
import { openLink } from '@/core/navigation/open-link'
import { render } from '../../../support/render'

jest.mock('@/core/navigation/open-link', () => ({ openLink: jest.fn() }))

const banner = (id: number, linkUrl: string) => ({ id, title: `横幅${id}`, subtitle: '', image: `${id}.svg`, linkUrl, sort: id })
const BANNERS = [banner(1, '/package-mine/pages/sign-in/sign-in'), banner(2, '/not/a/page'), banner(3, '')]

// Which links open what (tab, page, web view, unknown) is openLink's, tested in core/navigation.
test('a dot turns to its banner; a tap opens the banner\'s link, a banner without one does nothing', async () => {
  const utils = await render(BannerSwiper, { banners: BANNERS })
  const track = () => (utils.queries.querySelector('.sign-in-banner__track') as HTMLElement).style.transform
  expect(track()).toBe('translateX(-0%)')
  const dots = utils.queries.querySelectorAll('.sign-in-banner__dot')
  expect(dots).toHaveLength(3)
  utils.fireEvent.click(dots[2])
  expect(track()).toBe('translateX(-200%)')

  const items = utils.queries.querySelectorAll('.sign-in-banner__item')
  utils.fireEvent.click(items[0])
  expect(openLink).toHaveBeenCalledWith('/package-mine/pages/sign-in/sign-in', '横幅1')
  utils.fireEvent.click(items[2])
  expect(openLink).toHaveBeenCalledTimes(1)
})

test('a single banner has no dots', async () => {
  const utils = await render(BannerSwiper, { banners: [BANNERS[0]] })
  expect(utils.queries.querySelectorAll('.sign-in-banner__dot')).toHaveLength(0)
})
