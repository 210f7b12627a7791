import { htmlToNodes, SafeRichText, type RichNode } from '@/shared/rich-text'
import { TAG_LOOK } from '@/shared/rich-text/look'
import { sanitizeHtml } from '@/shared/rich-text/sanitize-html'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

const EVIL = `
  <p onclick="steal()">正文<script>alert(1)</script>继续</p>
  <img src="https://img.example.com/a.png" onerror="alert(2)">
  <img src="javascript:alert(3)">
  <a href="javascript:alert(4)">恶意链接</a>
  <a href="https://m.example.com/ok" target="_blank">正常链接</a>
  <iframe src="https://evil.example.com"></iframe>
  <span style="background:url(javascript:alert(5))">样式</span>
  <div style="color:red">红字</div>`

function flatten(nodes: RichNode[]): RichNode[] {
  return nodes.flatMap((n) => ('children' in n ? [n, ...flatten(n.children)] : [n]))
}

describe('H5: sanitizeHtml', () => {
  const out = sanitizeHtml(EVIL)
  test('drops scripts, event handlers, frames and javascript: URLs', () => {
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|url\(/i)
  })
  test('keeps text, safe links, images and harmless styles', () => {
    expect(out).toContain('正文')
    expect(out).toContain('继续')
    expect(out).toContain('href="https://m.example.com/ok"')
    expect(out).toContain('src="https://img.example.com/a.png"')
    expect(out).toContain('style="color:red"')
  })
  test('a picture without a description is marked decorative; a described one keeps its text', () => {
    expect(out).toMatch(/<img src="https:\/\/img\.example\.com\/a\.png" alt="" style="[^"]*">/)
    expect(sanitizeHtml('<img src="https://img.example.com/b.png" alt="座椅">')).toContain('alt="座椅"')
  })
  test('keeps a picture\'s size (its box before it loads) and a cell\'s span', () => {
    const sized = sanitizeHtml('<p><img src="https://img.example.com/c.png" width="640" height="400" alt="S9"></p><table><tr><td colspan="2" rowspan="3">铜牌</td></tr></table>')
    expect(sized).toContain('<img src="https://img.example.com/c.png" width="640" height="400" alt="S9"')
    expect(sized).toContain('<td colspan="2" rowspan="3"')
  })
})

describe('mini-program: htmlToNodes', () => {
  const nodes = flatten(htmlToNodes(EVIL))
  const elements = nodes.filter((n): n is Extract<RichNode, { name: string }> => 'name' in n)
  const text = nodes.filter((n): n is Extract<RichNode, { type: 'text' }> => 'type' in n).map((n) => n.text).join('')

  test('drops scripts with their content, frames, handlers and unsafe URLs', () => {
    expect(elements.map((e) => e.name)).not.toContain('script')
    expect(elements.map((e) => e.name)).not.toContain('iframe')
    expect(text).not.toContain('alert(1)')
    for (const e of elements) {
      expect(Object.keys(e.attrs).filter((k) => k.startsWith('on'))).toEqual([])
      for (const value of Object.values(e.attrs)) expect(value).not.toMatch(/javascript:|url\(/i)
    }
  })

  test('keeps text, the safe link and the safe image', () => {
    expect(text).toContain('正文继续')
    expect(text).toContain('恶意链接')
    expect(elements.find((e) => e.name === 'a' && e.attrs.href === 'https://m.example.com/ok')).toBeTruthy()
    expect(elements.filter((e) => e.name === 'img').map((e) => e.attrs.src)).toEqual(['https://img.example.com/a.png', undefined])
  })

  test('nests elements and decodes entities', () => {
    expect(htmlToNodes('<p>A &amp; B<strong>粗&#20307;</strong></p>')).toEqual([
      { name: 'p', attrs: { style: TAG_LOOK.p }, children: [{ type: 'text', text: 'A & B' }, { name: 'strong', attrs: {}, children: [{ type: 'text', text: '粗体' }] }] },
    ])
  })
})

describe('one look in both targets', () => {
  const html = '<ul><li>留资</li></ul><table><tr><th>等级</th><td style="color:red">铜牌</td></tr></table>'
  const h5 = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body
  const nodes = flatten(htmlToNodes(html)).filter((n): n is Extract<RichNode, { name: string }> => 'name' in n)
  const styleOf = (tag: string) => ({ h5: h5.querySelector(tag)?.getAttribute('style'), weapp: nodes.find((n) => n.name === tag)?.attrs.style })

  test.each(['ul', 'li', 'th'])('%s takes the same style in H5 and the mini-program', (tag) => {
    expect(styleOf(tag)).toEqual({ h5: TAG_LOOK[tag], weapp: TAG_LOOK[tag] })
  })
  test('lists indent their markers inside the text; table cells have rules', () => {
    expect(TAG_LOOK.ul).toMatch(/padding-left:1\.5em/)
    expect(TAG_LOOK.td).toMatch(/border:1px solid/)
  })
  test("the server's own style comes after the app's, so it wins", () => {
    expect(styleOf('td')).toEqual({ h5: `${TAG_LOOK.td};color:red`, weapp: `${TAG_LOOK.td};color:red` })
  })
})

test('once the sanitizer is here, a rich text shows in its first render (no later paint to push what is below it)', async () => {
  await render(SafeRichText, { html: '<p>预热</p>' }).then((first) => waitFor(() => expect(first.html()).toContain('预热')))
  const utils = await render(SafeRichText, { html: '<p>首屏正文</p>' })
  expect(utils.html()).toContain('首屏正文')
  expect(utils.html()).not.toContain('page-shell__hold')
})

test('SafeRichText renders none of the dangerous parts in the page', async () => {
  const utils = await render(SafeRichText, { html: EVIL })
  // The sanitizer arrives as its own chunk.
  await waitFor(() => expect(utils.html()).toContain('正文'))
  const html = utils.html()
  expect(html).not.toMatch(/<script|onerror=|onclick=|javascript:/i)
})
