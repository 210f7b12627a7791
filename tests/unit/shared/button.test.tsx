import { Button, type ButtonProps } from '@/shared/button'
import { render } from '../../support/render'

const onClick = jest.fn()

function Host(props: ButtonProps) {
  return (
    <Button className='t-button' onClick={onClick} {...props}>
      提交
    </Button>
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const el = (u: Utils) => u.queries.querySelector('.t-button') as HTMLElement
const tap = (u: Utils) => u.act(() => void u.fireEvent.click(el(u)))

beforeEach(() => onClick.mockClear())

test('an enabled button taps through and renders no disabled attribute (Taro styles disabled="false" as disabled)', async () => {
  const u = await render(Host, { disabled: false, loading: false })
  expect(el(u).hasAttribute('disabled')).toBe(false)
  expect(el(u).getAttribute('aria-disabled')).toBe('false')
  expect(el(u).querySelector('.button__spinner')).toBeNull()
  tap(u)
  expect(onClick).toHaveBeenCalledTimes(1)
})

test('a disabled button is marked disabled and its tap does nothing', async () => {
  const u = await render(Host, { disabled: true })
  expect(el(u).hasAttribute('disabled')).toBe(true)
  expect(el(u).getAttribute('aria-disabled')).toBe('true')
  tap(u)
  expect(onClick).not.toHaveBeenCalled()
})

test('a loading button shows its own spinner, never hands Taro `loading`, and ignores taps', async () => {
  const u = await render(Host, { loading: true })
  expect(el(u).querySelector('.button__spinner')).not.toBeNull()
  expect(el(u).querySelector('.weui-loading')).toBeNull()
  expect(el(u).hasAttribute('loading')).toBe(false)
  expect(el(u).getAttribute('aria-busy')).toBe('true')
  expect(el(u).textContent).toBe('提交')
  tap(u)
  expect(onClick).not.toHaveBeenCalled()
})
