import { InfoRow } from '@/shared/info-row'
import { render } from '../../support/render'

test('a label and its value, not a control', async () => {
  const u = await render(() => <InfoRow label='安装地址'>广东省深圳市南山区科技园 B2-118 车位</InfoRow>)
  expect(u.queries.querySelector('.info-row__label')?.textContent).toBe('安装地址')
  expect(u.queries.querySelector('.info-row__value')?.textContent).toBe('广东省深圳市南山区科技园 B2-118 车位')
  expect(u.queries.querySelector('[role="button"]')).toBeNull()
  expect(u.queries.querySelector('.info-row__arrow')).toBeNull()
})

test('a row that opens something is a focusable button with an arrow: a tap, Enter or Space', async () => {
  const onTap = jest.fn()
  const u = await render(() => (
    <InfoRow label='联系方式' onTap={onTap}>
      95187
    </InfoRow>
  ))
  const row = u.queries.querySelector('[role="button"]')!
  expect(row.getAttribute('tabindex')).toBe('0')
  expect(row.querySelector('.info-row__arrow')?.getAttribute('aria-hidden')).toBe('true')
  u.fireEvent.click(row.querySelector('.info-row__value')!)
  u.fireEvent.keyDown(row, { key: 'Enter' })
  u.fireEvent.keyDown(row, { key: ' ' })
  expect(onTap).toHaveBeenCalledTimes(3)
})
