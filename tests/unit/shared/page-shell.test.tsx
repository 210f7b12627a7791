import { useState } from 'react'
import { PageShell } from '@/shared/page-shell'
import { goBack } from '@/core/navigation'
import { act, render } from '../../support/render'
import { mockPage, openMockPage } from '../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())

openMockPage('/package-mall/pages/cart/index')
jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())

const mount = (props: Parameters<typeof PageShell>[0]) => render(PageShell, props)

test('the title defaults to the route title, and back calls goBack', async () => {
  const utils = await mount({ children: '内容' })
  expect(utils.queries.querySelector('.nav-bar__title')?.textContent).toBe('购物车')
  expect(document.title).toBe('购物车') // H5: the custom bar's title is the document's too
  utils.fireEvent.click(utils.queries.querySelector('.nav-bar__back')!)
  expect(goBack).toHaveBeenCalledTimes(1)
  expect(utils.html()).toContain('内容')
})

test('tab pages and the entry page have no back arrow', async () => {
  for (const path of ['/pages/car/car', '/pages/book-browse/book-browse']) {
    mockPage.path = path
    const utils = await mount({ title: '标题' })
    expect(utils.queries.querySelector('.nav-bar__back')).toBeNull()
    utils.unmout()
  }
  mockPage.path = '/package-mall/pages/cart/index'
})

test('a page re-rendered while another page is on top keeps its own title', async () => {
  function Page() {
    const [n, setN] = useState(0)
    return (
      <PageShell>
        <button type='button' className='bump' onClick={() => setN(n + 1)}>
          {n}
        </button>
      </PageShell>
    )
  }
  const utils = await render(Page)
  mockPage.path = '/package-mall/pages/coupons/index'
  await act(async () => utils.fireEvent.click(utils.queries.querySelector('.bump')!))
  expect(utils.queries.querySelector('.bump')?.textContent).toBe('1')
  expect(utils.queries.querySelector('.nav-bar__title')?.textContent).toBe('购物车')
  mockPage.path = '/package-mall/pages/cart/index'
})
