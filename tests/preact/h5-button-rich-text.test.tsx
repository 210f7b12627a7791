// H5's Button and RichText (src/core/framework/h5-button.tsx, h5-rich-text.tsx), rendered by
// Preact as the H5 build renders them: Taro's tags, so styles and selectors written for Taro's
// elements keep working. (Here jest evaluates all of Taro's components, so the tags are defined
// too; tests/build checks that the H5 build leaves Taro's out.)
import { Button, RichText, View } from '@tarojs/components'
import { render } from '../support/render'

test("Button: Taro's tag and class, its size, and a tap that reaches the handler", async () => {
  const taps: string[] = []
  const u = await render(() => (
    <View onClick={() => taps.push('row')}>
      <Button className='buy' size='mini' onClick={() => taps.push('buy')}>
        购买
      </Button>
    </View>
  ))
  const button = u.queries.querySelector('taro-button-core.buy') as HTMLElement
  expect(button.getAttribute('size')).toBe('mini')
  expect(button.textContent).toBe('购买')
  await u.act(() => button.click())
  expect(taps).toEqual(['buy', 'row'])
})

test('Button: a disabled one keeps its tap from its handler and from the row around it', async () => {
  const taps: string[] = []
  const u = await render(() => (
    <View onClick={() => taps.push('row')}>
      <Button className='buy' disabled onClick={() => taps.push('buy')}>
        购买
      </Button>
    </View>
  ))
  const button = u.queries.querySelector('taro-button-core') as HTMLElement
  expect(button.hasAttribute('disabled')).toBe(true)
  await u.act(() => button.click())
  expect(taps).toEqual([])
})

test("Button: the mini-program's open type stays out of the DOM; an enabled one has no disabled attribute", async () => {
  const u = await render(() => (
    <Button className='share' openType='share' disabled={false}>
      分享
    </Button>
  ))
  const button = u.queries.querySelector('taro-button-core') as HTMLElement
  expect(button.hasAttribute('disabled')).toBe(false)
  expect(button.getAttributeNames().filter((name) => /open/i.test(name))).toEqual([])
})

test('RichText: a string of HTML is set as it is, under the class', async () => {
  const u = await render(() => <RichText className='rich-text' nodes='<p>第一段<b>加粗</b></p><ul><li>一</li></ul>' />)
  const host = u.queries.querySelector('taro-rich-text-core.rich-text') as HTMLElement
  expect(host.querySelector('p b')?.textContent).toBe('加粗')
  expect(host.querySelectorAll('li')).toHaveLength(1)
})

test("RichText: Taro's nodes become elements, with their class and a text node's &nbsp;", async () => {
  const nodes = [{ name: 'p', attrs: { class: 'lead' }, children: [{ type: 'text', text: '一&nbsp;二' }] }]
  const u = await render(() => <RichText nodes={nodes as never} />)
  const p = u.queries.querySelector('taro-rich-text-core p.lead') as HTMLElement
  expect(p.textContent).toBe('一\u00A0二')
})
