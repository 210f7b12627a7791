// H5's plain tab bar (src/core/boot/h5-tab-bar.ts): Taro's tags and classes, the selected tab
// following the router, hidden off the tab pages, a tap switching tabs.
import Taro, { eventCenter } from '@tarojs/taro'
import { makeTabBar } from '@/core/boot/h5-tab-bar'

const config = {
  color: '#999999',
  selectedColor: '#1a1a1a',
  backgroundColor: '#ffffff',
  borderStyle: 'white',
  list: [
    { pagePath: 'pages/car/car', text: '首页', iconPath: '/car.png', selectedIconPath: '/car-on.png' },
    { pagePath: 'pages/mine/mine', text: '我的', iconPath: '/mine.png', selectedIconPath: '/mine-on.png' },
  ],
}

let bar: HTMLElement
beforeEach(() => {
  document.body.innerHTML = '<div id="container"></div>'
  bar = makeTabBar(config, '/pages/car/car?from=x')
})
afterEach(() => eventCenter.off('__taroRouterChange'))

const items = () => [...bar.querySelectorAll<HTMLAnchorElement>('.weui-tabbar__item')]
const selected = () => bar.querySelector('.weui-bar__item_on')?.textContent

describe('H5 tab bar', () => {
  it("is Taro's markup in the tab container, the landed tab selected", () => {
    expect(bar.parentElement?.id).toBe('container')
    expect(bar.tagName).toBe('TARO-TABBAR')
    expect(bar.querySelector('.weui-tabbar.taro-tabbar__border-white')).not.toBeNull()
    expect(items().map((item) => item.textContent)).toEqual(['首页', '我的'])
    expect(items().map((item) => item.getAttribute('href'))).toEqual(['/pages/car/car', '/pages/mine/mine'])
    expect(selected()).toBe('首页')
    expect(items().map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual(['/car-on.png', '/mine.png'])
    expect(items()[0].querySelector('p')?.style.color).toBe('rgb(26, 26, 26)')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  })

  it('follows the router, and hides off the tab pages', () => {
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/mine/mine' } })
    expect(selected()).toBe('我的')
    expect(items().map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual(['/car.png', '/mine-on.png'])
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/package-mall/pages/goods-detail/index' } })
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    expect(selected()).toBeUndefined()
  })

  it('switches tabs on a tap, without following the link', () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation(() => Promise.resolve({ errMsg: 'switchTab:ok' }))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    items()[1].dispatchEvent(click)
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/mine/mine' })
    expect(click.defaultPrevented).toBe(true)
    switchTab.mockRestore()
  })
})
