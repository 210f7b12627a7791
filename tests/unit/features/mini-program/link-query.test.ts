import { isWeChatUrlLink, readLinkQuery } from '@/features/mini-program/link-query'

test('only https links on wxaurl.cn are WeChat URL Links', () => {
  expect(isWeChatUrlLink('https://wxaurl.cn/AbC123_-x')).toBe(true)
  for (const url of [
    'http://wxaurl.cn/AbC123',
    'https://wxaurl.cn.evil.example/AbC123',
    'https://evil.example/?https://wxaurl.cn/AbC123',
    'https://wxaurl.cn/AbC123?next=https://evil.example',
    'https://wxaurl.cn@evil.example/AbC123',
    'javascript:alert(1)//wxaurl.cn/a',
    'https://wxaurl.cn/',
  ]) {
    expect([url, isWeChatUrlLink(url)]).toEqual([url, false])
  }
})

test('the query gives an app id with its page (decoded, no leading slash), a URL Link, a refusal or nothing', () => {
  expect(readLinkQuery({ appId: 'wx0000000000charge', path: encodeURIComponent('/pages/index/index?from=banner') })).toEqual({
    kind: 'mini-program',
    link: { appId: 'wx0000000000charge', path: 'pages/index/index?from=banner' },
  })
  expect(readLinkQuery({ appId: 'wx0000000000charge' })).toEqual({ kind: 'mini-program', link: { appId: 'wx0000000000charge', path: '' } })
  expect(readLinkQuery({ urlLink: encodeURIComponent('https://wxaurl.cn/k3j9') })).toEqual({ kind: 'url-link', urlLink: 'https://wxaurl.cn/k3j9' })
  expect(readLinkQuery({ urlLink: 'https://evil.example/x' })).toEqual({ kind: 'refused' })
  expect(readLinkQuery({})).toEqual({ kind: 'missing' })
  expect(readLinkQuery({ appId: ' ', urlLink: '' })).toEqual({ kind: 'missing' })
})
