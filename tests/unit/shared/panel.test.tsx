import { Panel } from '@/shared/panel'
import { render } from '../../support/render'

test('a titled panel: the title is a heading of its level, the extra sits beside it, then the content', async () => {
  const u = await render(() => (
    <Panel className='x-panel' title='申请信息' level={3} extra={<span className='count'>2/5</span>}>
      <p className='body'>内容</p>
    </Panel>
  ))
  const panel = u.queries.querySelector('.panel')!
  expect(panel.className).toBe('panel x-panel')
  const heading = u.queries.querySelector('[role="heading"]')!
  expect(heading.textContent).toBe('申请信息')
  expect(heading.getAttribute('aria-level')).toBe('3')
  expect(u.queries.querySelector('.panel__head .panel__extra .count')?.textContent).toBe('2/5')
  expect(panel.lastElementChild?.className).toBe('body')
})

test('without a title or extra there is no head', async () => {
  const u = await render(() => (
    <Panel>
      <p>内容</p>
    </Panel>
  ))
  expect(u.queries.querySelector('.panel__head')).toBeNull()
  expect(u.queries.querySelector('[role="heading"]')).toBeNull()
})
