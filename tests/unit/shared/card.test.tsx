import { CardHead, TappableCard } from '@/shared/card'
import { render } from '../../support/render'

type Utils = Awaited<ReturnType<typeof render>>
const $ = (u: Utils, selector: string) => u.queries.querySelector(selector)!

function mount(onTap: jest.Mock, onDelete: jest.Mock, role?: 'link' | 'button') {
  const Card = () => (
    <TappableCard
      className='x-card'
      role={role}
      label='申请 粤B·12345'
      onTap={onTap}
      footer={
        <button type='button' className='delete' onClick={onDelete}>
          删除
        </button>
      }
    >
      <span className='title'>申请</span>
    </TappableCard>
  )
  return render(Card)
}

test('the tap area is focusable, named and has its role; a tap anywhere on the card opens it', async () => {
  const onTap = jest.fn()
  const u = await mount(onTap, jest.fn())
  const main = $(u, '[role="link"]')
  expect(main.getAttribute('tabindex')).toBe('0')
  expect(main.getAttribute('aria-label')).toBe('申请 粤B·12345')
  expect($(u, '.x-card').className).toBe('card x-card')
  u.fireEvent.click($(u, '.title'))
  u.fireEvent.click($(u, '.x-card'))
  expect(onTap).toHaveBeenCalledTimes(2)
})

test('Enter and Space on the card activate it; other keys do not', async () => {
  const onTap = jest.fn()
  const u = await mount(onTap, jest.fn(), 'button')
  const main = $(u, '[role="button"]')
  u.fireEvent.keyDown(main, { key: 'Enter' })
  u.fireEvent.keyDown(main, { key: ' ' })
  u.fireEvent.keyDown(main, { key: 'a' })
  expect(onTap).toHaveBeenCalledTimes(2)
})

test('a nested action does its own thing: its click and its keys never open the card', async () => {
  const onTap = jest.fn()
  const onDelete = jest.fn()
  const u = await mount(onTap, onDelete)
  const button = $(u, '.delete')
  u.fireEvent.click(button)
  u.fireEvent.keyDown(button, { key: 'Enter' })
  u.fireEvent.keyDown(button, { key: ' ' })
  expect(onDelete).toHaveBeenCalledTimes(1)
  expect(onTap).not.toHaveBeenCalled()
  // Not inside the link (axe: nested-interactive).
  expect($(u, '[role="link"]').contains(button)).toBe(false)
})

test('a key pressed on something inside the tap area is not the card\'s', async () => {
  const onTap = jest.fn()
  const u = await mount(onTap, jest.fn())
  u.fireEvent.keyDown($(u, '.title'), { key: 'Enter' })
  expect(onTap).not.toHaveBeenCalled()
})

test("the card's head: its title, and beside it where it stands", async () => {
  const Head = () => (
    <CardHead title='粤B·12345'>
      <span className='tag'>保养中</span>
    </CardHead>
  )
  const u = await render(Head)
  expect($(u, '.card__title').textContent).toBe('粤B·12345')
  expect($(u, '.card__head .tag').textContent).toBe('保养中')
})
