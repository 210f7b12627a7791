/*
 * H5 only: the tab bar as plain elements, in the tags and classes of Taro's (a Stencil element,
 * `taro-tabbar`), so its look (Taro's stylesheet, imported here) and app.scss's override stay as
 * they were. Taro's first render was one task of 15 to 25 ms at 1x on every tab page, most of
 * a low-tier phone's blocking-time budget (issue 42); this is a few dozen elements. It keeps what
 * the app uses of Taro's: the selected tab follows the router, a tap switches tabs, and the bar
 * hides off the tab pages. The app calls none of Taro's tab-bar APIs (setTabBarBadge and the like).
 */
import Taro from '@tarojs/taro'
import { eventCenter } from '@tarojs/runtime'
import '@tarojs/components/dist/collection/components/tabbar/style/index.css'

export interface TabBarConfig {
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: string
  list: { pagePath: string; text: string; iconPath?: string; selectedIconPath?: string }[]
}

const HIDDEN = 'taro-tabbar__tabbar-hide'
const SELECTED = 'weui-bar__item_on'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  if (className) made.className = className
  return made
}

/** The route path of an address: no query, no hash, one leading slash. */
const pathOf = (url: string) => `/${url.split(/[?#]/)[0].replace(/^\/+/, '')}`

/** Makes the bar in Taro's tab container (#container) and shows `path`'s tab selected. */
export function makeTabBar(config: TabBarConfig, path: string): HTMLElement {
  const host = element('taro-tabbar' as 'div', 'taro-tabbar__tabbar taro-tabbar__tabbar-bottom')
  const bar = element('div', `weui-tabbar taro-tabbar__border-${config.borderStyle || 'black'}`)
  bar.style.backgroundColor = config.backgroundColor || ''
  bar.style.height = 'inherit'
  const items = config.list.map((tab) => {
    const url = pathOf(tab.pagePath)
    const link = element('a', 'weui-tabbar__item')
    link.href = url
    link.addEventListener('click', (event) => {
      event.preventDefault()
      Taro.switchTab({ url })
    })
    const iconBox = element('span')
    iconBox.style.cssText = 'display:inline-block;position:relative'
    const icon = element('img', 'weui-tabbar__icon')
    icon.alt = ''
    const label = element('p', 'weui-tabbar__label')
    label.textContent = tab.text
    iconBox.appendChild(icon)
    link.append(iconBox, label)
    bar.appendChild(link)
    return { url, tab, link, icon, label }
  })
  host.appendChild(bar)

  const select = (to: string) => {
    const at = pathOf(to)
    host.classList.toggle(HIDDEN, !items.some((item) => item.url === at))
    for (const { url, tab, link, icon, label } of items) {
      const on = url === at
      link.classList.toggle(SELECTED, on)
      const src = (on ? tab.selectedIconPath : tab.iconPath) || ''
      if (icon.getAttribute('src') !== src) icon.src = src
      label.style.color = (on ? config.selectedColor : config.color) || ''
    }
  }
  select(path)
  eventCenter.on('__taroRouterChange', (change?: { toLocation?: { path?: string } }) => {
    select(change?.toLocation?.path ?? window.location.pathname)
  })
  document.getElementById('container')?.appendChild(host)
  return host
}
