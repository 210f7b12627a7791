import { makePagesFocusable } from '@/shared/route-loading/focusable-pages'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('makePagesFocusable', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('gives page boxes already there and those the router adds later tabindex 0', async () => {
    document.body.innerHTML = '<div class="taro_router"><div class="taro_page" id="a"></div></div>'
    const stop = makePagesFocusable()
    const later = document.createElement('div')
    later.className = 'taro_page'
    document.querySelector('.taro_router')?.appendChild(later)
    const other = document.createElement('div')
    document.body.appendChild(other)
    await flush()
    expect(document.getElementById('a')?.getAttribute('tabindex')).toBe('0')
    expect(later.getAttribute('tabindex')).toBe('0')
    expect(other.hasAttribute('tabindex')).toBe(false)
    stop()
  })

  it('keeps a tabindex a page already set', async () => {
    document.body.innerHTML = '<div class="taro_page" tabindex="-1"></div>'
    makePagesFocusable()()
    expect(document.querySelector('.taro_page')?.getAttribute('tabindex')).toBe('-1')
  })
})
