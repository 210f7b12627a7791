import { View } from '@tarojs/components'
import { clearSession, setToken } from '@/core/session'
import { Button } from '@/shared/button'
import { filled, on, TextField, useForm } from '@/shared/form'
import { loadDraft, saveDraft, storedDraftKey } from '@/shared/form/draft'
import { render } from '../../../support/render'
import { submit, type, value } from './ui'
import { waitFor } from '../../../support/wait-for'

interface Values {
  name: string
  idNumber: string
}

const RULES = { name: on<Values, 'name'>('name', filled('请输入姓名')) }
const send = jest.fn<Promise<unknown>, [Values]>()

/** An authentication-like form: its ID number is sensitive. */
function Host() {
  const form = useForm({ initial: { name: '', idNumber: '' }, rules: RULES, draft: 'auth', sensitive: ['idNumber'] })
  return (
    <View>
      {form.restored && <View className='t-restored'>已恢复</View>}
      <TextField className='t-name' label='姓名' value={form.values.name} onChange={(name) => form.set({ name })} />
      <TextField className='t-id' label='身份证号' value={form.values.idNumber} onChange={(idNumber) => form.set({ idNumber })} />
      <Button className='t-submit' onClick={() => void form.submit(send)}>
        提交
      </Button>
    </View>
  )
}


beforeEach(() => {
  localStorage.clear()
  send.mockReset()
  setToken('token-of-a')
})
afterAll(() => clearSession())

test('what is typed is written shortly after, and a form opened again starts from it', async () => {
  const first = await render(Host)
  expect(first.queries.querySelector('.t-restored')).toBeNull()
  type(first, '.t-name', '张三')
  await waitFor(() => expect(loadDraft('auth')).toEqual({ name: '张三' }))
  first.unmout()
  const again = await render(Host)
  expect(value(again, '.t-name')).toBe('张三')
  expect(again.queries.querySelector('.t-restored')).not.toBeNull()
})

test('a sensitive field is never written to storage, and is empty after a restore', async () => {
  const writes = jest.spyOn(Storage.prototype, 'setItem')
  const u = await render(Host)
  type(u, '.t-name', '张三')
  type(u, '.t-id', '110101199003077777')
  u.unmout() // leaving writes at once
  expect(localStorage.getItem(storedDraftKey('auth'))).toContain('张三')
  expect(writes.mock.calls.some(([, stored]) => String(stored).includes('110101199003077777'))).toBe(false)
  const again = await render(Host)
  expect(value(again, '.t-id')).toBe('')
  writes.mockRestore()
})

test('each person sees only their own draft', async () => {
  saveDraft('auth', { name: '甲的草稿', idNumber: '' }, { name: '', idNumber: '' })
  setToken('token-of-b')
  const b = await render(Host)
  expect(value(b, '.t-name')).toBe('')
  b.unmout()
  setToken('token-of-a')
  const a = await render(Host)
  expect(value(a, '.t-name')).toBe('甲的草稿')
})

test('a draft typed before logging in goes to whoever logs in', async () => {
  clearSession()
  saveDraft('auth', { name: '登录前', idNumber: '' }, { name: '', idNumber: '' })
  setToken('token-of-b')
  const u = await render(Host)
  expect(value(u, '.t-name')).toBe('登录前')
})

test('a failed send keeps the draft; a successful one drops it and writes nothing back', async () => {
  const u = await render(Host)
  type(u, '.t-name', '张三')
  send.mockRejectedValueOnce(new Error('服务器端错误'))
  await submit(u)
  // The submit wrote at once, without waiting for the delay.
  expect(loadDraft('auth')).toEqual({ name: '张三' })
  send.mockResolvedValueOnce(undefined)
  await submit(u)
  await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
  await waitFor(() => expect(loadDraft('auth')).toBeUndefined())
  u.unmout()
  expect(loadDraft('auth')).toBeUndefined()
})

test('blank text leaves nothing behind', () => {
  saveDraft('auth', { name: '草稿', idNumber: '' }, { name: '', idNumber: '' })
  saveDraft('auth', { name: '   ', idNumber: '' }, { name: '', idNumber: '' })
  expect(localStorage.getItem(storedDraftKey('auth'))).toBeNull()
})
