import { useState } from 'react'
import { Rating } from '@/shared/rating'
import { render } from '../../../support/render'

const onChange = jest.fn()

function Host({ start, allowHalf }: { start: number; allowHalf?: boolean }) {
  const [value, setValue] = useState(start)
  const change = (n: number) => {
    onChange(n)
    setValue(n)
  }
  return <Rating label='商品评分' value={value} allowHalf={allowHalf} onChange={change} />
}

type Utils = Awaited<ReturnType<typeof render>>
const all = (u: Utils, selector: string) => Array.from(u.queries.querySelectorAll(selector))
const fills = (u: Utils) => all(u, '.rating-stars__star').map((s) => s.className.replace('rating-stars__star rating-stars__star--', ''))

beforeEach(() => onChange.mockClear())

test('read-only: one labelled image, nothing to press', async () => {
  const u = await render(Rating, { value: 3.5, allowHalf: true, readOnly: true, className: 'review__stars' })
  const root = u.queries.querySelector('.rating-stars')!
  expect(root.getAttribute('role')).toBe('img')
  expect(root.getAttribute('aria-label')).toBe('3.5 星，满分 5 星')
  expect(root.classList.contains('review__stars')).toBe(true)
  expect(fills(u)).toEqual(['full', 'full', 'full', 'half', 'empty'])
  expect(all(u, 'button')).toHaveLength(0)
})

test('editable: a radio per star; choosing one reports it and fills the stars', async () => {
  const u = await render(Host, { start: 2 })
  expect(u.queries.querySelector('.rating-stars')!.getAttribute('role')).toBe('radiogroup')
  expect(u.queries.querySelector('.rating-stars')!.getAttribute('aria-label')).toBe('商品评分')
  const radios = all(u, '[role="radio"]') as HTMLButtonElement[]
  expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['1 星', '2 星', '3 星', '4 星', '5 星'])
  expect(radios[1].getAttribute('aria-checked')).toBe('true')
  u.fireEvent.click(radios[3])
  expect(onChange).toHaveBeenLastCalledWith(4)
  expect(fills(u)).toEqual(['full', 'full', 'full', 'full', 'empty'])
  // The score already chosen is no change.
  u.fireEvent.click(radios[3])
  expect(onChange).toHaveBeenCalledTimes(1)
})

test('half stars: two radios per star, the left half picks x.5', async () => {
  const u = await render(Host, { start: 0, allowHalf: true })
  const radios = all(u, '[role="radio"]')
  expect(radios).toHaveLength(10)
  u.fireEvent.click(radios[6])
  expect(onChange).toHaveBeenLastCalledWith(3.5)
  expect(fills(u)).toEqual(['full', 'full', 'full', 'half', 'empty'])
})
