import { useState } from 'react'
import { View } from '@tarojs/components'
import { ChipsField, ConsentField, FormField, ImageField, lookOf, PickerField, RatingField, TextareaField } from '@/shared/form'
import { openPage } from '@/core/navigation'
import { createUploadScope } from '@/shared/upload/in-flight'
import { render } from '../../../support/render'
import { setValue as typeValue } from '../../../support/type'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

type Utils = Awaited<ReturnType<typeof render>>
const $ = (u: Utils, selector: string) => u.queries.querySelector(selector) as HTMLElement
const texts = (u: Utils, selector: string) => Array.from(u.queries.querySelectorAll(selector)).map((e) => e.textContent)

const CITIES = [{ value: 'bj', label: '北京', hint: '华北' }, { value: 'sh', label: '上海' }]

function Picker({ options, blocked }: { options?: typeof CITIES; blocked?: string }) {
  const [value, setValue] = useState<string>()
  return <PickerField label='城市' placeholder='请选择城市' options={options} blocked={blocked} value={value} onChange={setValue} />
}

test('a picker shows its placeholder, opens a sheet on the row and shows what was picked', async () => {
  const u = await render(Picker, { options: CITIES })
  expect($(u, '.form-field__value').textContent).toBe('请选择城市')
  expect($(u, '.form-field__value').className).toContain('form-field__value--empty')
  u.fireEvent.click($(u, '.form-field__row'))
  expect(texts(u, '.form-option-sheet__option')).toEqual(['北京华北', '上海'])
  expect($(u, '[role="listbox"]').getAttribute('aria-label')).toBe('城市')
  u.fireEvent.click(u.queries.querySelectorAll('.form-option-sheet__option')[1])
  expect(u.queries.querySelector('.form-option-sheet')).toBeNull()
  expect($(u, '.form-field__value').textContent).toBe('上海')
  expect($(u, '.form-field__value').className).not.toContain('--empty')
})

test('a picker still loading or blocked says so and does not open', async () => {
  const loading = await render(Picker, {})
  expect($(loading, '.form-field__value').textContent).toBe('加载中…')
  loading.fireEvent.click($(loading, '.form-field__row'))
  expect(loading.queries.querySelector('.form-option-sheet')).toBeNull()
  loading.unmout()
  const blocked = await render(Picker, { options: CITIES, blocked: '请先选择省份' })
  expect($(blocked, '.form-field__row').getAttribute('aria-disabled')).toBe('true')
  blocked.fireEvent.click($(blocked, '.form-field__row'))
  expect(blocked.queries.querySelector('.form-option-sheet')).toBeNull()
  expect($(blocked, '.form-field__value').textContent).toBe('请先选择省份')
})

function Chips() {
  const [value, setValue] = useState<string | null>(null)
  return <ChipsField label='时段' error={value ? undefined : '请选择时段'} value={value} onChange={setValue} options={[{ value: 'am', label: '上午' }, { value: 'pm', label: '下午', disabled: true }]} />
}

test('chips choose one, skip a disabled one, and are named by the label', async () => {
  const u = await render(Chips)
  expect($(u, '[role="radiogroup"]').getAttribute('aria-label')).toBe('时段')
  expect($(u, '.form-field__error').textContent).toBe('请选择时段')
  const [am, pm] = Array.from(u.queries.querySelectorAll('[role="radio"]'))
  u.fireEvent.click(pm)
  expect(pm.getAttribute('aria-checked')).toBe('false')
  u.fireEvent.click(am)
  expect(am.getAttribute('aria-checked')).toBe('true')
  expect(u.queries.querySelector('.form-field__error')).toBeNull()
})

function Consent({ error, url = '/pages/welfare/agreement' }: { error?: string; url?: string }) {
  const [checked, setChecked] = useState(false)
  return <ConsentField agreement='《用户协议》' url={url || undefined} checked={checked} error={error} onChange={setChecked} />
}

test('consent ticks by the box or the text; the agreement link opens its page', async () => {
  const u = await render(Consent, { error: '请同意' })
  const box = $(u, '.form-consent__box')
  expect(box.getAttribute('aria-label')).toBe('同意用户协议')
  expect($(u, '.form-consent .form-field__error').textContent).toBe('请同意')
  u.fireEvent.click(box)
  expect(box.getAttribute('aria-checked')).toBe('true')
  u.fireEvent.click($(u, '.form-consent__text'))
  expect(box.getAttribute('aria-checked')).toBe('false')
  u.fireEvent.click($(u, '.form-consent__link'))
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/agreement')
  expect(box.getAttribute('aria-checked')).toBe('false')
})

test('an agreement shown on the same page (no url) is no link: its title ticks the box too', async () => {
  jest.mocked(openPage).mockClear()
  const u = await render(Consent, { url: '' })
  expect(u.queries.querySelector('.form-consent__link')).toBeNull()
  const [, title] = Array.from(u.queries.querySelectorAll('.form-consent__text'))
  expect(title.textContent).toBe('《用户协议》')
  u.fireEvent.click(title)
  expect($(u, '.form-consent__box').getAttribute('aria-checked')).toBe('true')
  expect(openPage).not.toHaveBeenCalled()
})

const TWO_DOCS = [
  { title: '《用户协议》（v2025.2）', url: '/package-mine/pages/agreement/agreement?kind=user' },
  { title: '《隐私政策》（v2025.3）', url: '/package-mine/pages/agreement/agreement?kind=privacy' },
]

function TwoDocs() {
  const [checked, setChecked] = useState(false)
  return <ConsentField agreement={TWO_DOCS} checked={checked} onChange={setChecked} />
}

test('two documents: each its own link, joined by 和, both named in the box', async () => {
  jest.mocked(openPage).mockClear()
  const u = await render(TwoDocs)
  expect($(u, '.form-consent__row').textContent).toBe('我已阅读并同意《用户协议》（v2025.2）和《隐私政策》（v2025.3）')
  expect($(u, '.form-consent__box').getAttribute('aria-label')).toBe('同意用户协议（v2025.2）和隐私政策（v2025.3）')
  const [user, privacy] = Array.from(u.queries.querySelectorAll('.form-consent__link'))
  u.fireEvent.click(privacy)
  expect(openPage).toHaveBeenCalledWith(TWO_DOCS[1].url)
  u.fireEvent.click(user)
  expect(openPage).toHaveBeenLastCalledWith(TWO_DOCS[0].url)
  const and = Array.from(u.queries.querySelectorAll('.form-consent__text')).find((e) => e.textContent === '和')!
  u.fireEvent.click(and)
  expect($(u, '.form-consent__box').getAttribute('aria-checked')).toBe('true')
})

function Remark() {
  const [value, setValue] = useState('你好')
  return <TextareaField label='备注' value={value} maxlength={150} onChange={setValue} />
}

test('a textarea shows how much of its limit is used', async () => {
  const u = await render(Remark)
  expect($(u, '.form-field__count').textContent).toBe('2/150')
  const area = $(u, 'textarea') as HTMLTextAreaElement
  u.act(() => typeValue(area, '你好吗'))
  expect($(u, '.form-field__count').textContent).toBe('3/150')
})

/** Any controlled control becomes a field by going inside FormField (the rating and upload fields will). */
function Stars({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <View className='t-stars' role='button' onClick={() => onChange(value + 1)}>
      {value}
    </View>
  )
}

function Rated() {
  const [stars, setStars] = useState(0)
  return (
    <FormField label='评分' required error={stars ? undefined : '请评分'} stacked look={lookOf('t-field')}>
      <Stars value={stars} onChange={setStars} />
    </FormField>
  )
}

test('a wrapped control gets the label, the required mark and the message, in the look given', async () => {
  const u = await render(Rated)
  expect($(u, '.t-field__label').textContent).toBe('评分*')
  expect($(u, '.t-field').className).toContain('t-field--error')
  expect($(u, '.t-field__error').getAttribute('role')).toBe('alert')
  expect($(u, '.t-field__error').textContent).toBe('请评分')
  u.fireEvent.click($(u, '.t-stars'))
  expect($(u, '.t-stars').textContent).toBe('1')
  expect(u.queries.querySelector('.t-field__error')).toBeNull()
})

function Scored() {
  const [score, setScore] = useState(0)
  return <RatingField label='服务态度' required error={score ? undefined : '请为服务态度评分'} value={score} onChange={setScore} />
}

test('a rating field: the stars are a radio group named by the label; a tap scores and clears the message', async () => {
  const u = await render(Scored)
  expect($(u, '[role="radiogroup"]').getAttribute('aria-label')).toBe('服务态度')
  expect($(u, '.form-field__error').textContent).toBe('请为服务态度评分')
  u.fireEvent.click($(u, '[aria-label="4 星"]'))
  expect($(u, '[aria-label="4 星"]').getAttribute('aria-checked')).toBe('true')
  expect(u.queries.querySelector('.form-field__error')).toBeNull()
})

test('an image field shows the pictures given, how many more fit, and its message', async () => {
  const u = await render(() => (
    <ImageField label='现场照片' error='请上传照片' value={['https://img.example.com/a.jpg']} onChange={() => undefined} max={3} addLabel='添加照片' uploads={createUploadScope()} />
  ))
  expect($(u, '.form-field__label').textContent).toBe('现场照片')
  expect(u.queries.querySelectorAll('.upload-list__tile')).toHaveLength(1)
  expect($(u, '.upload-list__add').textContent).toContain('添加照片')
  expect($(u, '.upload-list__note').textContent).toContain('1/3 张')
  expect($(u, '.form-field__error').textContent).toBe('请上传照片')
})
