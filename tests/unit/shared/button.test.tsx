import { Button, buttonLook, type ButtonProps } from '@/shared/button'
import { StateView } from '@/shared/page-shell/state-view'
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

test("a variant is the kit's look: its classes, the same ones buttonLook gives a plain <button>", async () => {
  const u = await render(Host, { variant: 'secondary', size: 's', tone: 'mall' })
  expect([...el(u).classList].sort()).toEqual(['button', 'button--mall', 'button--s', 'button--secondary', 't-button'])
  expect(buttonLook('secondary', 's', 'mall')).toBe('button button--secondary button--s button--mall')
  // Brand and l are the defaults, named by no class of their own.
  expect(buttonLook('primary')).toBe('button button--primary button--l')
})

test("the frame's retry, a plain <button>, wears the kit's look", async () => {
  const u = await render(() => <StateView title='加载失败' text='网络不给力' onRetry={onClick} />, {})
  const retry = u.queries.querySelector('.page-shell__retry') as HTMLElement
  expect(retry.className).toContain(buttonLook('primary', 'm'))
  u.act(() => void u.fireEvent.click(retry))
  expect(onClick).toHaveBeenCalledTimes(1)
})
