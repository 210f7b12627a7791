import { useState } from 'react'
import { Tabs } from '@/shared/tabs'
import { render } from '../../support/render'

const TABS = [
  { value: 1, label: '全部' },
  { value: 2, label: '已完成' },
]

function Host() {
  const [value, setValue] = useState(1)
  return (
    <>
      <Tabs look='pill' label='记录' tabs={TABS} value={value} onChange={setValue} />
      <p className='shown'>{value}</p>
    </>
  )
}

test('the chosen tab is selected for screen readers and a tap changes it', async () => {
  const u = await render(Host)
  const list = u.queries.querySelector('[role="tablist"]')!
  expect(list.getAttribute('aria-label')).toBe('记录')
  expect(list.className).toContain('tabs--pill')
  const tabs = [...u.queries.querySelectorAll('[role="tab"]')]
  expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false'])
  u.fireEvent.click(tabs[1])
  expect(u.queries.querySelector('.shown')!.textContent).toBe('2')
  expect([...u.queries.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true'])
})
