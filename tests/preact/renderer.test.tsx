import { useState } from 'react'
import { View } from '@tarojs/components'
import { options } from 'preact'
import { render } from '../support/render'

// If the project's module map broke, every other test here would quietly run under React again.
test('react, react-dom and the JSX runtime are preact/compat, as the H5 build aliases them', () => {
  const compat = jest.requireActual('preact/compat')
  expect(jest.requireActual('react')).toBe(compat)
  expect(jest.requireActual('react-dom')).toBe(compat)
  expect(jest.requireActual('react-dom/client').createRoot).toBe(jest.requireActual('preact/compat/client').createRoot)
  expect(jest.requireActual('react/jsx-runtime').jsx).toBe(jest.requireActual('preact/jsx-runtime').jsx)
  expect(process.env.FRAMEWORK).toBe('preact')
})

function Liked() {
  const [liked, setLiked] = useState(false)
  return (
    <View className='liked' aria-pressed={liked} data-liked={liked} onClick={() => setLiked(!liked)}>
      赞
    </View>
  )
}

test('a screen rendered through the test support goes through Preact, with the app hook installed', async () => {
  const diffed = jest.fn()
  const previous = options.diffed
  options.diffed = (vnode) => {
    diffed(vnode.type)
    previous?.(vnode)
  }
  try {
    const u = await render(Liked)
    expect(diffed).toHaveBeenCalledWith(Liked)
    const view = u.queries.querySelector('.liked')!
    expect(view.getAttribute('aria-pressed')).toBe('false')
    // Under Preact without src/core/framework's hook the attribute keeps its first value.
    u.fireEvent.click(view)
    expect(view.getAttribute('aria-pressed')).toBe('true')
    expect(view.getAttribute('data-liked')).toBe('true')
  } finally {
    options.diffed = previous
  }
})
