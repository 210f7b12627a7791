import { View } from '@tarojs/components'
import { clearSession, setToken } from '@/core/session'
import { Button } from '@/shared/button'
import { filled, on, TextField, useForm } from '@/shared/form'
import { clearDraft, loadDraft, storeDraft, storedDraftKey } from '@/shared/form/draft'
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
  storeDraft('auth', { name: '甲的草稿', idNumber: '' }, { name: '', idNumber: '' })
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
  storeDraft('auth', { name: '登录前', idNumber: '' }, { name: '', idNumber: '' })
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

test('a send that ends the session (401 / 601) leaves the draft to the next login, its sensitive fields still unwritten', async () => {
  const u = await render(Host)
  type(u, '.t-name', '张三')
  type(u, '.t-id', '110101199003077777')
  // The request layer clears the session before the call rejects; the login page replaces the form.
  send.mockImplementationOnce(() => {
    clearSession()
    return Promise.reject(new Error('请重新登录'))
  })
  await submit(u)
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  u.unmout()
  setToken('token-after-login')
  const again = await render(Host)
  expect(value(again, '.t-name')).toBe('张三')
  expect(value(again, '.t-id')).toBe('')
  expect(again.queries.querySelector('.t-restored')).not.toBeNull()
})

test('the form leaves the screen before the session-ending answer arrives: the draft still goes to the next login', async () => {
  const u = await render(Host)
  type(u, '.t-name', '张三')
  let answer: (error: Error) => void = () => undefined
  send.mockImplementationOnce(() => new Promise((_, reject) => (answer = reject)))
  await submit(u)
  // The session ends and the login page replaces the form while the send is still out.
  clearSession()
  u.unmout()
  await u.act(async () => {
    answer(new Error('请重新登录'))
    await new Promise((done) => setTimeout(done, 0))
  })
  setToken('token-after-login')
  const again = await render(Host)
  expect(value(again, '.t-name')).toBe('张三')
})

test('another failed send writes nothing back: a draft dropped meanwhile (answered on another device) stays dropped', async () => {
  const u = await render(Host)
  type(u, '.t-name', '张三')
  send.mockImplementationOnce(() => {
    clearDraft('auth')
    return Promise.reject(new Error('你已经提交过，不能重复提交'))
  })
  await submit(u)
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  await u.act(() => new Promise((done) => setTimeout(done, 0))) // the submit has settled
  expect(loadDraft('auth')).toBeUndefined()
})

test('blank text leaves nothing behind', () => {
  storeDraft('auth', { name: '草稿', idNumber: '' }, { name: '', idNumber: '' })
  storeDraft('auth', { name: '   ', idNumber: '' }, { name: '', idNumber: '' })
  expect(localStorage.getItem(storedDraftKey('auth'))).toBeNull()
})
