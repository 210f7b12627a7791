import { h, options } from 'preact'
import { writeDashedPropsAsAttributes } from '@/core/framework/attributes'

const before = options.vnode
afterEach(() => {
  options.vnode = before
})

test('dashed boolean and number props become strings; other props are left as they are', () => {
  writeDashedPropsAsAttributes()
  const onClick = () => undefined
  const vnode = h('taro-view-core', { 'aria-pressed': false, 'data-id': 12, 'aria-label': '点赞', hidden: true, onClick, 'data-x': undefined })
  expect(vnode.props).toEqual({ 'aria-pressed': 'false', 'data-id': '12', 'aria-label': '点赞', hidden: true, onClick, 'data-x': undefined })
})

test('the hook that was there before (preact/compat) still runs after ours', () => {
  const seen: unknown[] = []
  options.vnode = (vnode) => {
    seen.push(vnode.props)
  }
  writeDashedPropsAsAttributes()
  h('taro-view-core', { 'aria-checked': true })
  expect(seen).toEqual([{ 'aria-checked': 'true' }])
})
