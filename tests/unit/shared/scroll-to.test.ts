import Taro from '@tarojs/taro'
import { scrollToId } from '@/shared/scroll-to'
import { scrollToId as miniProgramScroll } from '@/shared/scroll-to/index.weapp'

afterEach(() => jest.restoreAllMocks())

test('H5: the browser scrolls the element into view; a missing one is ignored', () => {
  const target = document.createElement('div')
  target.id = 'comments'
  target.scrollIntoView = jest.fn()
  document.body.appendChild(target)
  scrollToId('comments')
  expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  expect(() => scrollToId('nowhere')).not.toThrow()
  target.remove()
})

test('H5: instant jumps without the smooth scroll (an index bar\'s letter)', () => {
  const target = document.createElement('div')
  target.id = 'letter-G'
  target.scrollIntoView = jest.fn()
  document.body.appendChild(target)
  scrollToId('letter-G', { instant: true })
  expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  target.remove()
})

test('mini-program: Taro\'s page scroller, by selector', () => {
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
  miniProgramScroll('comments')
  expect(scroll).toHaveBeenCalledWith({ selector: '#comments', duration: 300 })
})

test('mini-program: instant is a scroll of duration 0', () => {
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
  miniProgramScroll('letter-G', { instant: true })
  expect(scroll).toHaveBeenCalledWith({ selector: '#letter-G', duration: 0 })
})

test('mini-program: a refused scroll is swallowed', async () => {
  jest.spyOn(Taro, 'pageScrollTo').mockRejectedValue(new Error('no such node'))
  expect(() => miniProgramScroll('nowhere', { instant: true })).not.toThrow()
  await Promise.resolve()
})
