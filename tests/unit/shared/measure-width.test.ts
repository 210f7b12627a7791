import Taro from '@tarojs/taro'
import { measureWidth } from '@/shared/measure-width'
import { measureWidth as miniProgramMeasure } from '@/shared/measure-width/index.weapp'

afterEach(() => jest.restoreAllMocks())

test('H5: the laid-out width from the DOM; a missing element measures 0', () => {
  const stage = document.createElement('div')
  stage.className = 'stage'
  stage.getBoundingClientRect = () => ({ width: 312 }) as DOMRect
  document.body.appendChild(stage)
  const done = jest.fn()
  measureWidth('.stage', done)
  measureWidth('.nowhere', done)
  expect(done.mock.calls).toEqual([[312], [0]])
  stage.remove()
})

test('mini-program: the page layout\'s rect for the selector, 0 when there is none', () => {
  const rects: unknown[] = [{ width: 288 }, [{ width: 300 }], null]
  const select = jest.fn()
  jest.spyOn(Taro, 'createSelectorQuery').mockImplementation(() => {
    const rect = rects.shift()
    const query = {
      select: (selector: string) => (select(selector), query),
      boundingClientRect: (callback: (r: unknown) => void) => ({ exec: () => callback(rect) }),
    }
    return query as never
  })
  const done = jest.fn()
  for (let i = 0; i < 3; i++) miniProgramMeasure('.stage', done)
  expect(done.mock.calls).toEqual([[288], [300], [0]])
  expect(select).toHaveBeenCalledWith('.stage')
})
