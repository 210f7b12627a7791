// H5's View and Text (config/index.ts points @tarojs/components there): plain elements that keep
// every prop a screen gives them, a ref, and the captcha slider's hold on the page's scroll.
import { createRef } from 'react'
import { Button, Text, View } from '@/core/framework/h5-components'
import { render } from '../../support/render'

test('View is a div and Text a span, with the class, role, aria and data props given; the rest of Taro is still there', async () => {
  const onClick = jest.fn()
  const utils = await render(() => (
    <View className='card' role='link' aria-label='打开' data-id='7' onClick={onClick}>
      <Text className='card__title' userSelect>
        标题
      </Text>
    </View>
  ))
  const card = utils.queries.querySelector('div.card')!
  expect(card.getAttribute('role')).toBe('link')
  expect(card.getAttribute('aria-label')).toBe('打开')
  expect(card.getAttribute('data-id')).toBe('7')
  const title = card.querySelector('span.card__title')!
  expect(title.textContent).toBe('标题')
  expect(title.hasAttribute('userSelect') || title.hasAttribute('userselect')).toBe(false)
  ;(card as HTMLElement).click()
  expect(onClick).toHaveBeenCalledTimes(1)
  expect(Button).toBeDefined()
})

test('a ref reaches the element', async () => {
  const ref = createRef<HTMLDivElement>()
  const utils = await render(() => <View ref={ref} className='box' />)
  expect(ref.current).toBe(utils.queries.querySelector('div.box'))
})

test('a catchMove view is marked to hold the page still under a drag (touch-action), and its move handler still runs', async () => {
  const onTouchMove = jest.fn()
  const utils = await render(() => (
    <>
      <View className='held' catchMove onTouchMove={onTouchMove} />
      <View className='free' />
    </>
  ))
  const held = utils.queries.querySelector('.held')!
  expect(held.classList.contains('catch-move')).toBe(true)
  expect(held.hasAttribute('catchMove') || held.hasAttribute('catchmove')).toBe(false)
  expect(utils.queries.querySelector('.free')!.classList.contains('catch-move')).toBe(false)
  held.dispatchEvent(new Event('touchmove', { bubbles: true }))
  expect(onTouchMove).toHaveBeenCalledTimes(1)
})
