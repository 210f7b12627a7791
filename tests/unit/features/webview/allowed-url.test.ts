import { checkWebviewUrl } from '@/features/webview/allowed-url'

const hosts = ['m.lanxing-auto.com', '*.lanxing-cdn.com']

test('an https URL on an allowed host opens', () => {
  expect(checkWebviewUrl('https://m.lanxing-auto.com/news/1?x=1', hosts)).toEqual({ ok: true, url: 'https://m.lanxing-auto.com/news/1?x=1' })
})

test('a wildcard entry allows the domain and its subdomains, not look-alikes', () => {
  expect(checkWebviewUrl('https://img.lanxing-cdn.com/a.png', hosts).ok).toBe(true)
  expect(checkWebviewUrl('https://lanxing-cdn.com/', hosts).ok).toBe(true)
  expect(checkWebviewUrl('https://evil-lanxing-cdn.com/', hosts).ok).toBe(false)
  expect(checkWebviewUrl('https://m.lanxing-auto.com.evil.cn/', hosts).ok).toBe(false)
})

test.each([
  ['http://m.lanxing-auto.com/', '只能打开 https 安全链接'],
  ['javascript:alert(1)', '只能打开 https 安全链接'],
  ['data:text/html,<script>1</script>', '只能打开 https 安全链接'],
  ['https://example.com/', 'example.com 不在允许访问的网站范围内'],
  ['https://user:pw@m.lanxing-auto.com/', '链接格式不正确'],
  ['not a url', '链接格式不正确'],
  [undefined, '缺少要打开的链接'],
])('%s is refused: %s', (url, reason) => {
  expect(checkWebviewUrl(url, hosts)).toEqual({ ok: false, reason })
})
