import { useState } from 'react'
import { RequestError } from '@/core/request'
import { setToken } from '@/core/session/state'
import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { ImageField, useForm } from '@/shared/form'
import { ImageUpload } from '@/shared/upload'
import { createUploadScope } from '@/shared/upload/in-flight'
import { useImageUpload } from '@/shared/upload/use-image-upload'
import { envelope } from '../../core/support/fakes'
import { setupRequest } from '../../core/support/setup-request'
import { pickFiles } from './files'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

const changes: string[][] = []
/** The scope of the form the list belongs to. */
let scope = createUploadScope()

function Host({ start, max }: { start: string[]; max: number }) {
  const [urls, setUrls] = useState(start)
  return (
    <ImageUpload
      value={urls}
      max={max}
      uploads={scope}
      onChange={(next) => {
        changes.push(next)
        setUrls(next)
      }}
    />
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const $ = (u: Utils, selector: string) => u.queries.querySelector(selector) as HTMLElement | null
const $$ = (u: Utils, selector: string) => Array.from(u.queries.querySelectorAll(selector)) as HTMLElement[]

let env: ReturnType<typeof setupRequest>
beforeEach(() => {
  env = setupRequest()
  setToken('tok')
  changes.length = 0
  scope = createUploadScope()
  pickFiles([{ size: 1000, type: 'image/png', name: 'new.png' }])
})
afterEach(() => jest.restoreAllMocks())

test('a picked image uploads, then joins the value; removing one reports the rest', async () => {
  env.fake.answerUpload(() => envelope(200, { url: '/u/new', name: 'new.png', size: 1, contentType: 'image/png' }))
  const u = await render(Host, { start: ['/u/old'], max: 3 })
  expect($(u, '.upload-list__note')!.textContent).toBe('1/3 张，每张不超过 2 MB')
  u.fireEvent.click($(u, '.upload-list__add')!)
  await waitFor(() => expect(changes).toEqual([['/u/old', '/u/new']]))
  await waitFor(() => expect($$(u, '.upload-list__image').map((i) => i.getAttribute('src'))).toEqual(['/u/old', '/u/new']))
  u.fireEvent.click($(u, '[aria-label="删除第 1 张图片"]')!)
  expect(changes[1]).toEqual(['/u/new'])
})

test('a failed upload keeps its place with the reason and 重试', async () => {
  env.fake.answerUpload(() => Promise.reject(new RequestError('status', '图片不能超过 2 MB')))
  const u = await render(Host, { start: [], max: 1 })
  u.fireEvent.click($(u, '.upload-list__add')!)
  await waitFor(() => expect($(u, '.upload-list__error')?.textContent).toBe('图片不能超过 2 MB'))
  // A form may not send while it waits for a retry.
  expect(scope.pending()).toBe(true)
  // One place only, taken by the failed picture: nothing more can be added.
  expect($(u, '.upload-list__add')).toBeNull()
  env.fake.answerUpload(() => envelope(200, { url: '/u/again', name: 'new.png', size: 1, contentType: 'image/png' }))
  u.fireEvent.click($(u, '.upload-list__retry')!)
  await waitFor(() => expect(changes).toEqual([['/u/again']]))
  await waitFor(() => expect($(u, '.upload-list__error')).toBeNull())
  expect(scope.pending()).toBe(false)
})

test('a refused file is explained, not uploaded', async () => {
  pickFiles([{ size: 1000, type: 'image/heic', name: 'x.heic' }])
  const u = await render(Host, { start: [], max: 3 })
  u.fireEvent.click($(u, '.upload-list__add')!)
  await waitFor(() => expect($(u, '.upload-list__message')?.textContent).toBe('只能上传 JPG、PNG、GIF、WebP 格式的图片'))
  expect(env.fake.uploads).toHaveLength(0)
})

test('a picture cancelled on its way never joins the value', async () => {
  let arrive: (value: unknown) => void = () => undefined
  env.fake.answerUpload(() => new Promise((resolve) => (arrive = resolve)) as never)
  const u = await render(Host, { start: [], max: 3 })
  u.fireEvent.click($(u, '.upload-list__add')!)
  await waitFor(() => expect($(u, '.upload-list__state')?.textContent).toBe('上传中 0%'))
  u.fireEvent.click($(u, '[aria-label="取消这张图片"]')!)
  arrive(envelope(200, { url: '/u/late', name: 'new.png', size: 1, contentType: 'image/png' }))
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(changes).toEqual([])
  expect($$(u, '.upload-list__tile')).toHaveLength(0)
})

/** A form with a picture field (underneath) and a second form opened on top of it. */
const sentBy: string[] = []
function PictureForm() {
  const form = useForm<{ photos: string[] }>({ initial: { photos: [] }, rules: {} })
  return (
    <View className='t-below'>
      <ImageField label='照片' value={form.values.photos} max={1} uploads={form.uploads} onChange={(photos) => form.set({ photos })} />
      <Button className='t-below-send' onClick={() => void form.submit(() => sentBy.push('below'))}>
        提交
      </Button>
    </View>
  )
}
function TextForm() {
  const form = useForm({ initial: { note: '' }, rules: {} })
  return (
    <Button className='t-top-send' onClick={() => void form.submit(() => sentBy.push('top'))}>
      提交
    </Button>
  )
}

test('a picture not uploaded holds back its own form only, not a form opened on top of it', async () => {
  env.fake.answerUpload(() => Promise.reject(new RequestError('status', '上传失败')))
  sentBy.length = 0
  const u = await render(() => (
    <View>
      <PictureForm />
      <TextForm />
    </View>
  ))
  u.fireEvent.click($(u, '.upload-list__add')!)
  // Two forms' worth of rendering: allow the failed upload more time under a loaded machine.
  await waitFor(() => expect($(u, '.upload-list__error')?.textContent).toBe('上传失败'), 500)
  await u.act(async () => {
    u.fireEvent.click($(u, '.t-top-send')!)
    u.fireEvent.click($(u, '.t-below-send')!)
    await Promise.resolve()
  })
  expect(sentBy).toEqual(['top'])
})

const labels = (u: Utils) => $$(u, 'button').map((b) => b.getAttribute('aria-label')).filter(Boolean)

test('without reorder a list has no 前移 / 后移 (the forms that keep their order)', async () => {
  const u = await render(Host, { start: ['/u/1', '/u/2'], max: 3 })
  expect(labels(u)).toEqual(['删除第 1 张图片', '删除第 2 张图片'])
})

function WorkForm() {
  const form = useForm<{ photos: string[] }>({ initial: { photos: ['/u/1', '/u/2', '/u/3'] }, rules: {} })
  return <ImageField label='图片' reorder value={form.values.photos} max={9} uploads={form.uploads} onChange={(photos) => (changes.push(photos), form.set({ photos }))} />
}

test('with reorder (through ImageField) 前移 and 后移 change the order of the value; the ends have one button each', async () => {
  const u = await render(WorkForm)
  expect(labels(u)).toEqual(['删除第 1 张图片', '第 1 张图片后移', '删除第 2 张图片', '第 2 张图片前移', '第 2 张图片后移', '删除第 3 张图片', '第 3 张图片前移'])
  u.fireEvent.click($(u, '[aria-label="第 2 张图片前移"]')!)
  expect(changes).toEqual([['/u/2', '/u/1', '/u/3']])
  await waitFor(() => expect($$(u, '.upload-list__image').map((i) => i.getAttribute('src'))).toEqual(['/u/2', '/u/1', '/u/3']))
  u.fireEvent.click($(u, '[aria-label="第 2 张图片后移"]')!)
  expect(changes[1]).toEqual(['/u/2', '/u/3', '/u/1'])
  await waitFor(() => expect($$(u, '.upload-list__image').map((i) => i.getAttribute('src'))).toEqual(['/u/2', '/u/3', '/u/1']))
})

test('a list of at most 9 with 8 taken uploads one of three picked and says why the others were left out', async () => {
  pickFiles(['a', 'b', 'c'].map((n) => ({ size: 1000, type: 'image/png', name: `${n}.png` })))
  env.fake.answerUpload(() => envelope(200, { url: '/u/9', name: 'a.png', size: 1, contentType: 'image/png' }))
  const start = Array.from({ length: 8 }, (_, i) => `/u/${i + 1}`)
  const u = await render(Host, { start, max: 9 })
  u.fireEvent.click($(u, '.upload-list__add')!)
  await waitFor(() => expect(changes).toEqual([[...start, '/u/9']]))
  expect(env.fake.uploads).toHaveLength(1)
  expect($(u, '.upload-list__message')!.textContent).toBe('本次最多选择 1 张，多出的图片未上传')
  await waitFor(() => expect($(u, '.upload-list__add')).toBeNull())
  expect($(u, '.upload-list__note')!.textContent).toBe('9/9 张，每张不超过 2 MB')
})

/** The hook alone, whose add is asked for even when the list is full (the screen hides its button). */
function FullList() {
  const upload = useImageUpload({ value: Array.from({ length: 9 }, (_, i) => `/u/${i}`), onChange: (next) => changes.push(next), max: 9, uploads: scope })
  return (
    <View>
      <Button className='t-add' onClick={() => void upload.add()}>
        添加
      </Button>
      <View className='t-message'>{upload.message}</View>
    </View>
  )
}

test('with 9 of 9 taken adding is refused with the full message, before any picker opens', async () => {
  const picker = pickFiles([{ size: 1000, type: 'image/png', name: 'x.png' }])
  const u = await render(FullList)
  u.fireEvent.click($(u, '.t-add')!)
  await waitFor(() => expect($(u, '.t-message')!.textContent).toBe('最多上传 9 张图片'))
  expect(picker).not.toHaveBeenCalled()
  expect(changes).toEqual([])
})
