import { Button, View } from '@tarojs/components'
import { filled, on, phone, PhoneField, TextField, useForm, type Form } from '@/shared/form'
import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import { render } from '../../../support/render'
import { submit, type, value } from './ui'
import { waitFor } from '../../../support/wait-for'

interface Values {
  name: string
  mobile: string
}

const RULES = { name: on<Values, 'name'>('name', filled('请输入姓名')), mobile: on<Values, 'mobile'>('mobile', phone) }
const send = jest.fn<Promise<unknown>, [Values, string]>()
let latest: Form<Values, 'name' | 'mobile'>

/** A two-field form as a screen writes it. */
function Host() {
  const form = useForm({ initial: { name: '', mobile: '' }, rules: RULES })
  latest = form
  return (
    <View>
      <TextField className='t-name' label='姓名' value={form.values.name} error={form.errors.name} onChange={(name) => form.set({ name })} />
      <PhoneField className='t-mobile' value={form.values.mobile} error={form.errors.mobile} onChange={(mobile) => form.set({ mobile })} />
      <Button className='t-submit' onClick={() => void form.submit(send)}>
        {form.submitting ? '提交中…' : '提交'}
      </Button>
    </View>
  )
}

type Utils = Awaited<ReturnType<typeof render>>

const messages = (u: Utils) => Array.from(u.queries.querySelectorAll('.form-field__error')).map((e) => e.textContent)

beforeEach(() => send.mockReset())

test('no message while typing before the first submit', async () => {
  const u = await render(Host)
  type(u, '.t-mobile', '123')
  type(u, '.t-name', '')
  expect(messages(u)).toEqual([])
  expect(u.queries.querySelector('.form-field--error')).toBeNull()
})

test('a submit shows every message and sends nothing; then they follow each change and clear when fixed', async () => {
  const u = await render(Host)
  await submit(u)
  expect(messages(u)).toEqual(['请输入姓名', MESSAGES.PHONE_EMPTY])
  expect(u.queries.querySelector('.t-name')!.className).toContain('form-field--error')
  expect(send).not.toHaveBeenCalled()
  type(u, '.t-mobile', '1391234')
  expect(messages(u)).toEqual(['请输入姓名', MESSAGES.PHONE_INVALID])
  type(u, '.t-mobile', '13912345678')
  type(u, '.t-name', '张三')
  expect(messages(u)).toEqual([])
  expect(u.queries.querySelector('.form-field--error')).toBeNull()
})

test('submitting is on while the send runs and stops a second send', async () => {
  let finish: (v?: unknown) => void = () => undefined
  send.mockImplementation(() => new Promise((r) => (finish = r)))
  const u = await render(Host)
  type(u, '.t-name', '张三')
  type(u, '.t-mobile', '13912345678')
  await submit(u)
  expect(latest.submitting).toBe(true)
  expect(u.queries.querySelector('.t-submit')!.textContent).toBe('提交中…')
  await submit(u)
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith({ name: '张三', mobile: '13912345678' }, expect.stringMatching(/^[a-z0-9]{20}$/))
  await u.act(async () => {
    finish()
    await Promise.resolve()
  })
  await waitFor(() => expect(latest.submitting).toBe(false))
})

test('a picture not uploaded yet holds the send back with a reason; once it is done the values go', async () => {
  const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  const list = {}
  const u = await render(Host)
  type(u, '.t-name', '张三')
  type(u, '.t-mobile', '13912345678')
  u.act(() => latest.uploads.mark(list, true))
  await submit(u)
  expect(send).not.toHaveBeenCalled()
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '还有图片未上传完成，请稍候或删除后再提交' }))
  u.act(() => latest.uploads.mark(list, false))
  await submit(u)
  expect(send).toHaveBeenCalledWith({ name: '张三', mobile: '13912345678' }, expect.stringMatching(/^[a-z0-9]{20}$/))
  toast.mockRestore()
})

test('a rejected send keeps every value and its reason; the next submit sends them again', async () => {
  const down = new Error('服务器端错误')
  send.mockRejectedValueOnce(down).mockResolvedValueOnce(undefined)
  const u = await render(Host)
  type(u, '.t-name', '张三')
  type(u, '.t-mobile', '13912345678')
  let first: boolean | undefined
  await u.act(async () => {
    first = await latest.submit(send)
  })
  expect(first).toBe(false)
  expect(latest.failure).toBe(down)
  expect(latest.submitting).toBe(false)
  expect(value(u, '.t-name')).toBe('张三')
  expect(value(u, '.t-mobile')).toBe('13912345678')
  let second: boolean | undefined
  await u.act(async () => {
    second = await latest.submit(send)
  })
  expect(second).toBe(true)
  expect(latest.failure).toBeUndefined()
  // The retry carries the first attempt's request id: the server answers it once.
  const [[, firstId], [, retryId]] = send.mock.calls as [unknown, string][]
  expect(send).toHaveBeenLastCalledWith({ name: '张三', mobile: '13912345678' }, firstId)
  expect(retryId).toBe(firstId)
  // Sent: the next entry gets a new id.
  await u.act(async () => {
    await latest.submit(send)
  })
  expect(send.mock.calls[2][1]).not.toBe(firstId)
})

test('values changed after a failure are another submit with another request id', async () => {
  send.mockRejectedValueOnce(new Error('服务器端错误')).mockResolvedValueOnce(undefined)
  const u = await render(Host)
  type(u, '.t-name', '张三')
  type(u, '.t-mobile', '13912345678')
  await submit(u)
  type(u, '.t-name', '李四')
  await submit(u)
  const ids = (send.mock.calls as [unknown, string][]).map(([, id]) => id)
  expect(ids).toHaveLength(2)
  expect(ids[1]).not.toBe(ids[0])
})

test('check shows only the named fields; reset hides every message and restores the start', async () => {
  const u = await render(Host)
  type(u, '.t-name', '张三')
  let ok: boolean | undefined
  u.act(() => {
    ok = latest.check('mobile')
  })
  expect(ok).toBe(false)
  expect(messages(u)).toEqual([MESSAGES.PHONE_EMPTY])
  await submit(u)
  expect(messages(u)).toEqual([MESSAGES.PHONE_EMPTY])
  u.act(() => latest.reset())
  expect(messages(u)).toEqual([])
  expect(value(u, '.t-name')).toBe('')
})
