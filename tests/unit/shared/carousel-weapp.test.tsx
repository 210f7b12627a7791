import { Carousel } from '@/shared/carousel/index.weapp'
import { act, render } from '../../support/render'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

// Taro's Swiper here would be its H5 web component; stand-ins show what the file hands WeChat's
// swiper and let the test fire its change event.
jest.mock('@tarojs/components', () => {
  const React = require('react')
  const attrs = (props: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(props).filter(([k]) => !['children', 'onChange', 'style', 'className'].includes(k)).map(([k, v]) => [`data-${k.toLowerCase()}`, String(v)]))
  return {
    ...jest.requireActual('@tarojs/components'),
    Swiper: ({ children, onChange, style, className, ...rest }: { children: unknown; onChange: (e: object) => void; style: object; className: string }) =>
      React.createElement('div', { 'data-swiper': '', className, style, ...attrs(rest), onClick: (e: { detail: number }) => onChange({ detail: { current: e.detail, source: 'touch' } }) }, children),
    SwiperItem: ({ children, ...rest }: { children: unknown }) => React.createElement('section', attrs(rest), children),
  }
})

const PAGES = ['甲', '乙', '丙']
const swiper = (u: Awaited<ReturnType<typeof render>>) => u.queries.querySelector('[data-swiper]') as HTMLElement
// A swipe in WeChat: the swiper reports the page it landed on.
const land = (u: Awaited<ReturnType<typeof render>>, page: number) => act(() => void swiper(u).dispatchEvent(new CustomEvent('click', { bubbles: true, detail: page })))

test('mini-program Carousel: WeChat\'s swiper at the spec §9 defaults, the height in rpx, our page', async () => {
  const onChange = jest.fn()
  const u = await render(() => <Carousel items={PAGES} renderItem={(p) => <b>{p}</b>} height={180} label='测试图片' autoplay circular indicatorDots onChange={onChange} />)
  const s = swiper(u)
  expect([s.dataset.interval, s.dataset.duration, s.dataset.autoplay, s.dataset.circular, s.dataset.indicatordots]).toEqual(['5000', '500', 'true', 'true', 'true'])
  expect(s.dataset.vertical).toBe('false')
  // Taro's transform as jest sets it up (H5's rem); the mini-program's app entry sets it to rpx.
  expect(s.style.height).toBe('9rem')
  expect(s.dataset.current).toBe('0')
  land(u, 2)
  expect(onChange).toHaveBeenCalledWith(2)
  expect(swiper(u).dataset.current).toBe('2')
  expect(Array.from(u.queries.querySelectorAll('section')).map((el) => el.textContent)).toEqual(PAGES)
})

test('one page neither plays nor loops nor shows dots', async () => {
  const u = await render(() => <Carousel items={['甲']} renderItem={(p) => p} height='50vh' label='图' autoplay circular indicatorDots />)
  const s = swiper(u)
  expect([s.dataset.autoplay, s.dataset.circular, s.dataset.indicatordots, s.style.height]).toEqual(['false', 'false', 'false', '50vh'])
})

test('a vertical story hands WeChat every slot but renders only the current page and its neighbours', async () => {
  const story = Array.from({ length: 10 }, (_, i) => `第${i + 1}页`)
  const u = await render(() => <Carousel items={story} renderItem={(p) => <b>{p}</b>} height='100vh' label='年度报告' vertical />)
  expect(swiper(u).dataset.vertical).toBe('true')
  const shown = () => Array.from(u.queries.querySelectorAll('b')).map((el) => el.textContent)
  expect(u.queries.querySelectorAll('section')).toHaveLength(10)
  expect(shown()).toEqual(['第1页', '第2页'])
  land(u, 5)
  expect(shown()).toEqual(['第5页', '第6页', '第7页'])
})
