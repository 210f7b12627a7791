import * as C from '@/constants'

// Every number and text of spec §8 / §9: a change here must be a deliberate spec change.
describe('constants (spec §9)', () => {
  it('time-outs and throttles', () => {
    expect([C.REQUEST_TIMEOUT, C.SOCKET_TIMEOUT, C.UPLOAD_TIMEOUT, C.DOWNLOAD_TIMEOUT]).toEqual([60000, 60000, 60000, 60000])
    expect(C.CONFIG_FETCH_TIMEOUT).toBe(30000)
    expect(C.ASYNC_PAGE_LOAD_DELAY).toBe(200)
    expect(C.ASYNC_PAGE_LOAD_TIMEOUT).toBe(60000)
    expect(C.RELOGIN_THROTTLE).toBe(3000)
    expect(C.RESIZE_THROTTLE).toBe(50)
    expect(C.TOAST_ERROR_DURATION).toBe(4000)
    expect(C.TOAST_DEFAULT_DURATION).toBe(1500)
  })

  it('tenant, environment and mall values', () => {
    expect(C.DEFAULT_TENANT_ID).toBe('000000')
    expect(C.ENV_MARKER).toBe('prod')
    expect(C.BRAND_CODE).toBe('ev')
    expect(C.DEFAULT_POINT_RATIO).toBe(1)
    expect(Object.values(C.TERMINAL)).toEqual([1, 2, 4, 5])
    expect(C.ITEM_TERMINALS).toEqual([2, 4, 5])
    expect(C.SHOP_TERMINAL).toBe(2)
    expect(C.COUPON_UNLIMITED_OBTAIN).toBe(-1)
    expect(C.SIGN_IN_EVENT_CODE).toBe('SJ50001')
    expect(C.SIGN_IN_SCENE).toBe('signInScene')
    expect(C.FLASH_SALE_ACTIVITY_TYPE).toBe(5)
    expect(C.GOODS_STATUS_ON_SALE).toBe(1)
    expect(C.GOODS_TYPE).toEqual({ PHYSICAL: 1, VOUCHER: 3 })
    expect(C.PAY_TYPE).toEqual({ CASH: 1, MIXED_POINTS: 4 })
  })

  it('location and map', () => {
    expect(C.DEFAULT_LOCATION.province.code).toBe('110000')
    expect(C.DEFAULT_LOCATION.city.code).toBe('110100')
    expect(C.DEFAULT_POSITION).toEqual({ latitude: 39.9, longitude: 116.38 })
    expect(C.EARTH_RADIUS_KM).toBe(6378.137)
    expect(C.DISTANCE_DECIMALS).toBe(2)
    expect(C.LOCATION_REFRESH_INTERVAL).toBe(30000)
    expect(C.MAP_ZOOM).toEqual({ MIN: 5, MAX: 18, DEFAULT: 16 })
  })

  it('layout, colours and components', () => {
    expect(C.TAB_BAR).toEqual({
      height: 50, iconWidth: 24, fontSize: 10, spacing: 3,
      color: '#999999', selectedColor: '#4E6175', backgroundColor: '#fff', borderStyle: 'black',
    })
    // White title: the $white token.
    expect(C.NAV_BAR).toEqual({ backgroundColor: '#252525', titleColor: '#fff' })
    expect(C.PAGE_BACKGROUND).toBe('#F8F8F8')
    expect(C.EDGE_BACKGROUND).toBe('#F4F5F6')
    expect(C.DESIGN_WIDTH).toBe(375)
    expect(C.MAX_WIDTH).toBe(960)
    expect(C.SWIPER).toEqual({ interval: 5000, duration: 500 })
    expect(C.PULL_TO_REFRESH).toEqual({ range: 150, height: 70 })
    expect(C.REACH_BOTTOM_DISTANCE).toBe(50)
    expect(C.REACH_BOTTOM_REARM).toBe(350)
    expect(C.VIDEO_CONTROLS_HIDE).toBe(3000)
    expect(C.LONG_PRESS).toEqual({ delay: 350, tolerance: 10 })
    expect(C.HOVER).toEqual({ startTime: 50, stayTime: 400 })
  })

  it('formats and patterns', () => {
    expect(C.PHONE_PATTERN.source).toBe('^1[3-9]\\d{9}$')
    expect(C.COUNT_UNIT).toBe(10000)
    expect(C.CAPPED_SUFFIX).toBe('+')
    expect(C.RELATIVE_TIME_MAX_DAYS).toBe(8)
    expect(C.RELATIVE_FALLBACK_FORMAT).toBe('YYYY-MM-DD HH:mm')
    expect(C.DATE_FORMAT).toBe('YYYY.MM.DD')
    expect(C.DATE_TIME_FORMAT).toBe('YYYY/MM/DD HH:mm:ss')
  })

  it('statuses and texts of spec §8', () => {
    expect(C.SUCCESS_STATUSES).toEqual([0, 200])
    expect(C.STATUS_UNAUTHORIZED).toBe(401)
    expect(C.STATUS_RELOGIN).toBe(601)
    expect(C.WHOLE_RESPONSE_STATUSES).toEqual([80001, 80002])
    expect(C.MESSAGES).toMatchObject({
      NOT_LOGGED_IN: '未登录',
      RELOGIN: '请重新登录',
      SERVER_ERROR: '服务器端错误',
      CONFIG_FETCH_FAILED: '配置文件获取失败',
      LOGIN_SAVE_FAILED: '登录状态保存失败',
      MAP_KEY_MISSING: 'Map key not configured.',
      ADDRESS_FALLBACK: '北京市 市辖区 东城区',
      GEO_UNSUPPORTED: 'device nonsupport geolocation',
      GEO_NETWORK: 'network error',
      CHECKING: '检测中...',
      TIMEOUT: 'timeout',
      ABORT: 'abort',
      FILE_ERROR: 'file error',
    })
    expect(C.STORAGE_KEYS).toMatchObject({ TOKEN: 'token', CURRENT_TENANT: 'currentTenant', PAGE_URL: 'pageUrl' })
  })
})
