// Pictures only from our own hosts (issue 39): the host check, and Img's grey box for the rest.
import { fetchFrontConfig, getCachedFrontConfig, type FrontConfig } from '@/core/tenant'
import { Img } from '@/shared/img'
import { PLACEHOLDER, allowedSrc } from '@/shared/img/allowed-src'
import { TOKEN_COLOURS } from '@/styles/colours'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

jest.mock('@/core/tenant', () => ({ ...jest.requireActual('@/core/tenant'), fetchFrontConfig: jest.fn(), getCachedFrontConfig: jest.fn() }))

const DEV_API = 'http://127.0.0.1:9527'
const PROD_API = 'https://api.ev-brand.cn'
const PROD: FrontConfig = { env: 'prod', staticHost: 'https://static.ev-brand.cn/static', cdnHosts: ['cdn.ev-brand.cn'] }
const DEV: FrontConfig = { ...PROD, env: 'dev' }

describe('allowedSrc', () => {
  test.each([
    ['our own upload on the API host', 'http://127.0.0.1:9527/static/upload/1', DEV_API],
    ['a seed picture on the API host, another port of it', 'http://127.0.0.1/static/img/avatars/1.svg?text=%E7%8E%8B', DEV_API],
    ['https on an https API host', 'https://api.ev-brand.cn/static/upload/1', PROD_API],
    ['https on the API host when the API is http', 'https://127.0.0.1:9527/static/upload/1', DEV_API],
  ])('shows %s', (_what, src, api) => {
    expect(allowedSrc(src, api, undefined)).toBe(true)
  })

  test.each([
    ['a bundled asset', '/assets/empty.png'],
    ['a relative path', 'doctor-badge.png'],
    ['a path up', '../img/a.png'],
    ['a blob', 'blob:http://127.0.0.1:10086/5d1c'],
    ['a canvas picture', 'data:image/png;base64,iVBORw0KGgo='],
    ['a chosen picture (mini-program)', 'wxfile://tmp_1.jpg'],
    ['a chosen picture in the devtools', 'http://tmp/abc.jpg'],
    ['a user data file', 'http://usr/poster.png'],
  ])('shows %s whatever the config', (_what, src) => {
    expect(allowedSrc(src, PROD_API, PROD)).toBe(true)
  })

  test('a CDN or static host of the tenant: https once the config says so; http only for a dev tenant', () => {
    expect(allowedSrc('https://cdn.ev-brand.cn/a.png', PROD_API, undefined)).toBeUndefined()
    expect(allowedSrc('https://cdn.ev-brand.cn/a.png', PROD_API, PROD)).toBe(true)
    expect(allowedSrc('https://CDN.ev-brand.cn/a.png', PROD_API, PROD)).toBe(true)
    expect(allowedSrc('https://static.ev-brand.cn/static/img/a.svg', PROD_API, PROD)).toBe(true)
    expect(allowedSrc('http://cdn.ev-brand.cn/a.png', PROD_API, PROD)).toBe(false)
    expect(allowedSrc('http://cdn.ev-brand.cn/a.png', PROD_API, DEV)).toBe(true)
  })

  test('http on the API host of a production (https) API is not shown', () => {
    expect(allowedSrc('http://api.ev-brand.cn/static/upload/1', PROD_API, PROD)).toBe(false)
  })

  test.each([
    ['an outside host', 'https://tracker.example/pixel.png'],
    ['a look-alike host', 'https://cdn.ev-brand.cn.tracker.example/a.png'],
    ['a user part naming our host', 'https://cdn.ev-brand.cn@tracker.example/a.png'],
    ['http from elsewhere', 'http://tracker.example/pixel.png'],
  ])('refuses %s once the config is known (and waits for it before)', (_what, src) => {
    expect(allowedSrc(src, PROD_API, PROD)).toBe(false)
    expect(allowedSrc(src, PROD_API, undefined)).not.toBe(true)
  })

  test.each([
    ['a protocol-relative address', '//tracker.example/pixel.png'],
    ['script', 'javascript:alert(1)'],
    ['an inline page', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://tracker.example/a.png'],
  ])('never shows %s', (_what, src) => {
    expect(allowedSrc(src, DEV_API, DEV)).toBe(false)
  })

  test('the placeholder is one pixel of the $fill token: no request', () => {
    expect(PLACEHOLDER.startsWith('data:image/gif;base64,')).toBe(true)
    const gif = Buffer.from(PLACEHOLDER.split(',')[1], 'base64')
    expect(gif.subarray(0, 6).toString()).toBe('GIF89a')
    expect(`#${gif.subarray(13, 16).toString('hex')}`).toBe(TOKEN_COLOURS.fill.toLowerCase())
  })
})

describe('Img', () => {
  const cached = getCachedFrontConfig as jest.Mock
  const fetchConfig = fetchFrontConfig as jest.Mock
  const shown = (u: Awaited<ReturnType<typeof render>>, alt: string) => u.queries.querySelector(`img[alt="${alt}"]`)?.getAttribute('src')

  beforeEach(() => {
    cached.mockReset()
    fetchConfig.mockReset()
  })

  test('a picture on the API host shows at once, without reading the config', async () => {
    const u = await render(() => <Img src={`${DEV_API}/static/img/avatars/1.svg`} alt='车主头像' />)
    expect(shown(u, '车主头像')).toBe(`${DEV_API}/static/img/avatars/1.svg`)
    expect(fetchConfig).not.toHaveBeenCalled()
  })

  test('the issue: a team avatar on an outside host is a grey box, and stays one after the config', async () => {
    cached.mockReturnValue(undefined)
    let answer: (c: FrontConfig) => void = () => undefined
    fetchConfig.mockReturnValue(new Promise<FrontConfig>((resolve) => (answer = resolve)))
    const u = await render(() => <Img src='https://tracker.example/pixel.png' alt='战队头像' mode='aspectFill' />)
    expect(shown(u, '战队头像')).toBe(PLACEHOLDER)
    cached.mockReturnValue(PROD)
    answer(PROD)
    await waitFor(() => expect(fetchConfig).toHaveBeenCalledTimes(1))
    await new Promise((r) => setTimeout(r, 0))
    expect(shown(u, '战队头像')).toBe(PLACEHOLDER)
  })

  test('a CDN picture waits for the config as a grey box, then shows', async () => {
    cached.mockReturnValue(undefined)
    fetchConfig.mockImplementation(() => {
      cached.mockReturnValue(PROD)
      return Promise.resolve(PROD)
    })
    const u = await render(() => <Img src='https://cdn.ev-brand.cn/team/a.png' alt='战队头像' />)
    await waitFor(() => expect(shown(u, '战队头像')).toBe('https://cdn.ev-brand.cn/team/a.png'))
  })

  test('a config that cannot be read keeps the grey box', async () => {
    cached.mockReturnValue(undefined)
    fetchConfig.mockReturnValue(Promise.reject(new Error('配置文件获取失败')))
    const u = await render(() => <Img src='https://cdn.ev-brand.cn/team/a.png' alt='战队头像' />)
    await waitFor(() => expect(fetchConfig).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 0))
    expect(shown(u, '战队头像')).toBe(PLACEHOLDER)
  })
})
