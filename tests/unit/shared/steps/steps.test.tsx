import { Steps, stepState } from '@/shared/steps'
import { render } from '../../../support/render'

const steps = [
  { title: '已下单', time: '2026/05/01 10:00:00' },
  { title: '已发货', time: '2026/05/02 09:30:00', description: '顺丰速运 SF1234567890' },
  { title: '已签收' },
]

test('steps before the current one are done, later ones to do; past the end all are done', () => {
  expect([0, 1, 2].map((i) => stepState(i, 1))).toEqual(['done', 'current', 'todo'])
  expect([0, 1, 2].map((i) => stepState(i, 3))).toEqual(['done', 'done', 'done'])
})

test('a list with the current step marked, its time and description shown', async () => {
  const u = await render(Steps, { steps, current: 1, label: '物流进度' })
  const list = u.queries.querySelector('.steps-list')!
  expect(list.getAttribute('role')).toBe('list')
  expect(list.getAttribute('aria-label')).toBe('物流进度')
  const items = Array.from(u.queries.querySelectorAll('.steps-list__item'))
  expect(items.map((i) => i.className.split('--')[1])).toEqual(['done', 'current', 'todo'])
  expect(items[1].getAttribute('aria-current')).toBe('step')
  expect(items[0].getAttribute('aria-current')).toBeNull()
  expect(items[1].querySelector('.steps-list__title')!.textContent).toBe('进行中：已发货')
  expect(items[1].querySelector('.steps-list__description')!.textContent).toBe('顺丰速运 SF1234567890')
  expect(items[2].querySelector('.steps-list__time')).toBeNull()
  // The last step has no line below it.
  expect(u.queries.querySelectorAll('.steps-list__line')).toHaveLength(2)
})

test('newest first (a carrier’s events): the top step is the current one, the ones below it done', async () => {
  const events = [{ title: '派送中' }, { title: '运输中' }, { title: '已揽收' }]
  const u = await render(Steps, { steps: events, current: 2, newestFirst: true, label: '物流轨迹' })
  const items = Array.from(u.queries.querySelectorAll('.steps-list__item'))
  expect(items.map((i) => i.className.split('--')[1])).toEqual(['current', 'done', 'done'])
  expect(items[0].querySelector('.steps-list__title')!.textContent).toBe('进行中：派送中')
})
