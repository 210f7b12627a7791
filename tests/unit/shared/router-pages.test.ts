import { watchRouterPages } from '@/shared/route-loading/router-pages'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const page = (id: string) => document.getElementById(id) as HTMLElement

describe('watchRouterPages', () => {
  let top: string | undefined
  let stop = () => {}
  afterEach(() => {
    stop()
    document.body.innerHTML = ''
  })

  it('gives page boxes already there and those the router adds later tabindex 0', async () => {
    document.body.innerHTML = '<div class="taro_router"><div class="taro_page" id="a"></div></div>'
    stop = watchRouterPages(document, () => top)
    const later = document.createElement('div')
    later.className = 'taro_page'
    document.querySelector('.taro_router')?.appendChild(later)
    const other = document.createElement('div')
    document.body.appendChild(other)
    await flush()
    expect(page('a').getAttribute('tabindex')).toBe('0')
    expect(later.getAttribute('tabindex')).toBe('0')
    expect(other.hasAttribute('tabindex')).toBe(false)
  })

  it('keeps a tabindex a page already set', () => {
    document.body.innerHTML = '<div class="taro_page" tabindex="-1"></div>'
    stop = watchRouterPages(document, () => top)
    expect(document.querySelector('.taro_page')?.getAttribute('tabindex')).toBe('-1')
  })

  it('a page below the top may be hidden; the page on top is shown again when a late timer hides it', async () => {
    document.body.innerHTML = '<div class="taro_router"><div class="taro_page" id="/mine?stamp=A"></div><div class="taro_page" id="/sign-in?stamp=B"></div></div>'
    stop = watchRouterPages(document, () => top)
    // The sign-in page slides in: mine, below it, is hidden.
    top = '/sign-in?stamp=B'
    page('/mine?stamp=A').classList.add('taro_page_shade')
    await flush()
    expect(page('/mine?stamp=A').classList.contains('taro_page_shade')).toBe(true)
    // Back to mine, then the slide-in's timer hides mine anyway.
    top = '/mine?stamp=A'
    page('/sign-in?stamp=B').remove()
    page('/mine?stamp=A').classList.remove('taro_page_shade')
    page('/mine?stamp=A').classList.add('taro_page_shade')
    await flush()
    expect(page('/mine?stamp=A').classList.contains('taro_page_shade')).toBe(false)
  })
})
