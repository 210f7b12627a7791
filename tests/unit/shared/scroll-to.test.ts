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

test('mini-program: Taro\'s page scroller, by selector', () => {
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
  miniProgramScroll('comments')
  expect(scroll).toHaveBeenCalledWith({ selector: '#comments', duration: 300 })
})
