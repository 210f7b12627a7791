import { useState } from 'react'
import { Carousel, type CarouselProps } from '@/shared/carousel'
import { act, render } from '../../support/render'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => jest.useRealTimers())

const PAGES = ['甲', '乙', '丙']

function mount(props: Partial<CarouselProps<string>> = {}) {
  const all = { items: PAGES, renderItem: (p: string) => <span className='page'>{p}</span>, height: 180, label: '测试图片', ...props } as CarouselProps<string>
  return render(() => <Carousel {...all} />)
}

type Utils = Awaited<ReturnType<typeof mount>>
const root = (u: Utils) => u.queries.querySelector('.carousel') as HTMLElement
const track = (u: Utils) => (u.queries.querySelector('.carousel__track') as HTMLElement).style
const rendered = (u: Utils) => Array.from(u.queries.querySelectorAll('.page')).map((el) => el.textContent)
const key = (u: Utils, k: string) => act(() => void u.fireEvent.keyDown(root(u), { key: k }))

function swipe(u: Utils, dx: number, dy: number) {
  const at = (x: number, y: number) => ({ changedTouches: [{ clientX: x, clientY: y }], touches: [{ clientX: x, clientY: y }] }) as unknown as TouchEventInit
  act(() => void u.fireEvent.touchStart(root(u), at(200, 300)))
  act(() => void u.fireEvent.touchMove(root(u), at(200 + dx, 300 + dy)))
  act(() => void u.fireEvent.touchEnd(root(u), at(200 + dx, 300 + dy)))
}

test('a carousel for screen readers, at the explicit height and the spec\'s 500 ms turn', async () => {
  const u = await mount()
  expect(root(u).getAttribute('aria-roledescription')).toBe('carousel')
  expect(root(u).getAttribute('aria-label')).toBe('测试图片')
  // 180 design px at base font 20: 9rem, as the SCSS px become.
  expect(root(u).style.height).toBe('9rem')
  expect(track(u).transition).toBe('transform 500ms ease')
  const slides = Array.from(u.queries.querySelectorAll('.carousel__item')) as (HTMLElement & { inert?: boolean })[]
  expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['第 1 张，共 3 张', '第 2 张，共 3 张', '第 3 张，共 3 张'])
  expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true'])
  expect(slides.map((s) => s.inert)).toEqual([false, true, true])
  expect(rendered(u)).toEqual(PAGES)
})

test('arrow keys turn the page; the ends hold unless circular', async () => {
  const onChange = jest.fn()
  const u = await mount({ onChange })
  key(u, 'ArrowLeft')
  expect(onChange).not.toHaveBeenCalled()
  key(u, 'ArrowRight')
  expect(onChange).toHaveBeenLastCalledWith(1)
  expect(track(u).transform).toBe('translateX(calc(-100% + 0px))')
  key(u, 'ArrowRight')
  key(u, 'ArrowRight')
  expect(onChange).toHaveBeenCalledTimes(2)
})

test('circular: back from the first page is the last', async () => {
  const onChange = jest.fn()
  const u = await mount({ onChange, circular: true })
  key(u, 'ArrowLeft')
  expect(onChange).toHaveBeenLastCalledWith(2)
})

test('a long horizontal swipe turns the page; a short or vertical one does not', async () => {
  const onChange = jest.fn()
  const u = await mount({ onChange })
  swipe(u, -30, 0)
  swipe(u, -80, 120)
  expect(onChange).not.toHaveBeenCalled()
  swipe(u, -80, 10)
  expect(onChange).toHaveBeenLastCalledWith(1)
  swipe(u, 80, 0)
  expect(onChange).toHaveBeenLastCalledWith(0)
})

test('autoplay turns every 5000 ms and wraps at the end', async () => {
  const onChange = jest.fn()
  const u = await mount({ onChange, autoplay: true, current: 2 })
  jest.useFakeTimers()
  key(u, 'Shift') // any key: a keyboard user is here, so autoplay waits
  act(() => void jest.advanceTimersByTime(10_000))
  expect(onChange).not.toHaveBeenCalled()
  act(() => void u.fireEvent.blur(root(u)))
  act(() => void jest.advanceTimersByTime(4_999))
  expect(onChange).not.toHaveBeenCalled()
  act(() => void jest.advanceTimersByTime(1))
  expect(onChange).toHaveBeenCalledWith(0)
})

test('the caller owns the index: the carousel shows `current`, clamped to the pages there are', async () => {
  function Owner() {
    const [page, setPage] = useState(7)
    return (
      <>
        <Carousel items={PAGES} renderItem={(p) => p} height='50vh' label='图' current={page} onChange={setPage} />
        <span className='owner'>{page}</span>
      </>
    )
  }
  const u = await render(Owner)
  expect(root(u).style.height).toBe('50vh')
  expect(track(u).transform).toBe('translateX(calc(-200% + 0px))')
  key(u, 'ArrowLeft')
  expect(u.queries.querySelector('.owner')?.textContent).toBe('1')
})

test('dots show the page and a tap on one turns to it', async () => {
  const onChange = jest.fn()
  const u = await mount({ onChange, indicatorDots: true })
  const dots = u.queries.querySelectorAll('.carousel__dot')
  expect(Array.from(dots).map((d) => d.getAttribute('aria-label'))).toEqual(['第 1 张', '第 2 张', '第 3 张'])
  expect(dots[0].className).toContain('carousel__dot--on')
  act(() => void u.fireEvent.click(dots[2]))
  expect(onChange).toHaveBeenLastCalledWith(2)
  expect(u.queries.querySelector('.carousel__dot--on')).toBe(u.queries.querySelectorAll('.carousel__dot')[2])
})

test('a single page has no dots', async () => {
  const u = await mount({ items: ['甲'], indicatorDots: true })
  expect(u.queries.querySelectorAll('.carousel__dots')).toHaveLength(0)
})

const STORY = Array.from({ length: 10 }, (_, i) => `第${i + 1}页`)

test('a vertical story renders only the current page and its neighbours', async () => {
  const u = await mount({ items: STORY, vertical: true, height: '100vh' })
  expect(root(u).className).toContain('carousel--vertical')
  expect(u.queries.querySelectorAll('.carousel__item')).toHaveLength(10)
  expect(rendered(u)).toEqual(['第1页', '第2页'])
  key(u, 'ArrowRight') // not this carousel's axis
  expect(rendered(u)).toEqual(['第1页', '第2页'])
  key(u, 'ArrowDown')
  key(u, 'ArrowDown')
  swipe(u, 10, -120)
  expect(track(u).transform).toBe('translateY(calc(-300% + 0px))')
  expect(rendered(u)).toEqual(['第3页', '第4页', '第5页'])
  key(u, 'ArrowUp')
  expect(rendered(u)).toEqual(['第2页', '第3页', '第4页'])
})

test('a circular story counts the last page a neighbour of the first', async () => {
  const u = await mount({ items: STORY, vertical: true, circular: true, height: '100vh' })
  expect(rendered(u)).toEqual(['第1页', '第2页', '第10页'])
  key(u, 'ArrowUp')
  expect(rendered(u)).toEqual(['第1页', '第9页', '第10页'])
})
