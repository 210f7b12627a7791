import { sendFailedText } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { render } from '../../support/render'

const onSubmit = jest.fn()

function Host({ submitting = false, failure }: { submitting?: boolean; failure?: unknown }) {
  return (
    <SubmitBar form={{ submitting, failure }} onSubmit={onSubmit} className='t-submit'>
      提交申请
    </SubmitBar>
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const $ = (u: Utils, selector: string) => u.queries.querySelector(selector) as HTMLElement | null

beforeEach(() => onSubmit.mockClear())

test('the button sends, inside the fixed bar, with no failure shown', async () => {
  const u = await render(Host, {})
  expect($(u, '.submit-bar .t-submit')?.textContent).toBe('提交申请')
  expect($(u, '.submit-bar__failure')).toBeNull()
  u.act(() => void u.fireEvent.click($(u, '.t-submit')!))
  expect(onSubmit).toHaveBeenCalledTimes(1)
})

test('while sending the button says so and a second tap sends nothing', async () => {
  const u = await render(Host, { submitting: true })
  expect($(u, '.t-submit')?.textContent).toBe('提交中…')
  expect($(u, '.t-submit .button__spinner')).not.toBeNull()
  u.act(() => void u.fireEvent.click($(u, '.t-submit')!))
  expect(onSubmit).not.toHaveBeenCalled()
})

test('a failed send shows the one message, with the server reason, and the form stays usable', async () => {
  const u = await render(Host, { failure: new Error('该车牌已添加') })
  expect($(u, '.submit-bar__failure')?.textContent).toBe('提交失败：该车牌已添加。您填写的内容已保留，可重新提交。')
  expect($(u, '.submit-bar__failure')?.getAttribute('role')).toBe('alert')
  u.act(() => void u.fireEvent.click($(u, '.t-submit')!))
  expect(onSubmit).toHaveBeenCalledTimes(1)
})

const other = jest.fn()
const Two = ({ submitting = false, busy = false }: { submitting?: boolean; busy?: boolean }) => (
  <SubmitBar form={{ submitting }} onSubmit={onSubmit} className='t-submit' secondary={{ label: '存草稿', onClick: other, busy }}>
    提交审核
  </SubmitBar>
)
const tap = (u: Utils, label: string) => u.act(() => void u.fireEvent.click(u.queries.queryByText(label)))

test('a second action sits beside the submit, each doing its own', async () => {
  other.mockClear()
  const u = await render(Two, {})
  const buttons = [...u.queries.querySelectorAll('.action-bar__row [aria-disabled]')].map((b) => [b.textContent, b.getAttribute('aria-disabled')])
  expect(buttons).toEqual([['存草稿', 'false'], ['提交审核', 'false']])
  tap(u, '存草稿')
  expect([other.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 0])
  tap(u, '提交审核')
  expect([other.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 1])
})

test('while the second action sends, the submit is inert, and the other way round', async () => {
  other.mockClear()
  const busy = await render(Two, { busy: true })
  tap(busy, '提交审核')
  expect(onSubmit).not.toHaveBeenCalled()
  busy.unmout()
  const sending = await render(Two, { submitting: true })
  tap(sending, '存草稿')
  expect(other).not.toHaveBeenCalled()
})

test('a failure without a reason says the network failed', () => {
  expect(sendFailedText(undefined)).toBe('提交失败：网络异常。您填写的内容已保留，可重新提交。')
  expect(sendFailedText(new Error(''))).toBe('提交失败：网络异常。您填写的内容已保留，可重新提交。')
})
