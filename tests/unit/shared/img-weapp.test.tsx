// The mini-program's Img keeps to the same hosts: an outside picture is the grey box.
import { getCachedFrontConfig } from '@/core/tenant'
import { PLACEHOLDER } from '@/shared/img/allowed-src'
import { Img } from '@/shared/img/index.weapp'
import { render } from '../../support/render'

jest.mock('@/core/tenant', () => ({ ...jest.requireActual('@/core/tenant'), fetchFrontConfig: jest.fn(() => new Promise(() => {})), getCachedFrontConfig: jest.fn() }))

// Taro's Image here would be its H5 web component; a stand-in shows what the file hands WeChat's image.
jest.mock('@tarojs/components', () => {
  const React = require('react')
  return {
    ...jest.requireActual('@tarojs/components'),
    Image: ({ src, ariaLabel, mode }: { src: string; ariaLabel?: string; mode: string }) => React.createElement('span', { role: 'img', 'aria-label': ariaLabel, 'data-src': src, 'data-mode': mode }),
  }
})

const CONFIG = { env: 'prod', staticHost: 'https://static.ev-brand.cn/static', cdnHosts: ['cdn.ev-brand.cn'] }

test.each([
  ['our API host', 'http://127.0.0.1:9527/static/upload/1', 'http://127.0.0.1:9527/static/upload/1'],
  ['a chosen file', 'wxfile://tmp_1.jpg', 'wxfile://tmp_1.jpg'],
  ['the tenant CDN', 'https://cdn.ev-brand.cn/a.png', 'https://cdn.ev-brand.cn/a.png'],
  ['an outside host', 'https://tracker.example/pixel.png', PLACEHOLDER],
  ['http on the CDN of a production tenant', 'http://cdn.ev-brand.cn/a.png', PLACEHOLDER],
])('mini-program Img: %s', async (_what, src, shown) => {
  ;(getCachedFrontConfig as jest.Mock).mockReturnValue(CONFIG)
  const u = await render(() => <Img src={src} alt='图片' mode='aspectFill' />)
  const image = u.queries.querySelector('[role="img"][aria-label="图片"]') as HTMLElement
  expect([image.dataset.src, image.dataset.mode]).toEqual([shown, 'aspectFill'])
})
