import Taro from '@tarojs/taro'
import { MarkerMap, routeTo } from '@/shared/map'
import { routeTo as miniProgramRouteTo } from '@/shared/map/index.weapp'
import { markerUrl, type Place } from '@/shared/map/place'
import { render } from '../../support/render'

const place: Place = { latitude: 22.53, longitude: 113.93, name: '星驰汽车深圳南山店', address: '南山区科技园 1 号' }

afterEach(() => jest.restoreAllMocks())

test('the marker page carries the place and the brand, encoded', () => {
  const url = new URL(markerUrl(place))
  expect(url.origin + url.pathname).toBe('https://apis.map.qq.com/uri/v1/marker')
  expect(url.searchParams.get('marker')).toBe('coord:22.53,113.93;title:星驰汽车深圳南山店;addr:南山区科技园 1 号')
  expect(url.searchParams.get('referer')).toBeTruthy()
})

test('H5: routing opens the marker page in a new tab; no embedded map', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null)
  routeTo(place)
  expect(open).toHaveBeenCalledWith(markerUrl(place), '_blank', 'noopener')
  const utils = await render(() => <MarkerMap className='where' markerId={1} place={place} />)
  expect(utils.queries.querySelector('.where')).toBeNull()
})

test('mini-program: WeChat\'s map app at the default zoom; a cancel is no error', async () => {
  const openLocation = jest.spyOn(Taro, 'openLocation').mockRejectedValue({ errMsg: 'openLocation:fail cancel' })
  miniProgramRouteTo(place)
  expect(openLocation).toHaveBeenCalledWith({ ...place, scale: 16 })
  await Promise.resolve() // the rejection is caught, so nothing surfaces as unhandled
})
