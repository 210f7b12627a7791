/**
 * Every business constant of spec §9, plus the fixed messages of spec §8 that code compares or
 * shows. Tests assert these exact values, so a change here is a spec change.
 */

// Colours by token: the hex is typed in src/styles alone (tests/unit/styles/tokens.test.ts).
import { TOKEN_COLOURS } from './styles/colours'

// Time-outs (ms)
export const REQUEST_TIMEOUT = 60_000
export const SOCKET_TIMEOUT = 60_000
export const UPLOAD_TIMEOUT = 60_000
export const DOWNLOAD_TIMEOUT = 60_000
export const CONFIG_FETCH_TIMEOUT = 30_000
export const ASYNC_PAGE_LOAD_DELAY = 200
export const ASYNC_PAGE_LOAD_TIMEOUT = 60_000

// Throttles and toasts (ms)
export const RELOGIN_THROTTLE = 3_000
export const RESIZE_THROTTLE = 50
export const TOAST_ERROR_DURATION = 4_000
export const TOAST_DEFAULT_DURATION = 1_500

// Tenant and environment
export const DEFAULT_TENANT_ID = '000000'
export const ENV_MARKER = 'prod'
/** Brand code in `/2c/{brand}/...` paths of the car tool service. */
export const BRAND_CODE = 'ev'
export const DEFAULT_API_BASE = 'http://127.0.0.1:9527'

// Mall and activities
export const DEFAULT_POINT_RATIO = 1
export const TERMINAL = { ONE: 1, SHOP: 2, FOUR: 4, FIVE: 5 } as const
export const ITEM_TERMINALS = [2, 4, 5] as const
export const SHOP_TERMINAL = 2
export const COUPON_UNLIMITED_OBTAIN = -1
export const SIGN_IN_EVENT_CODE = 'SJ50001'
export const SIGN_IN_SCENE = 'signInScene'
export const FLASH_SALE_ACTIVITY_TYPE = 5
export const GOODS_STATUS_ON_SALE = 1
export const GOODS_TYPE = { PHYSICAL: 1, VOUCHER: 3 } as const
export const PAY_TYPE = { CASH: 1, MIXED_POINTS: 4 } as const

// Location
export const DEFAULT_LOCATION = {
  province: { code: '110000', name: '北京市' },
  city: { code: '110100', name: '市辖区' },
  district: { code: '110101', name: '东城区' },
} as const
export const DEFAULT_POSITION = { latitude: 39.9, longitude: 116.38 } as const
export const EARTH_RADIUS_KM = 6378.137
export const DISTANCE_DECIMALS = 2
export const LOCATION_REFRESH_INTERVAL = 30_000
/**
 * Not in the spec: how long a device fix may take, permission prompt included, before locating
 * gives up on it (定位超时) and tries the IP fall-back. Counted by our own timer: a browser's
 * `timeout` option starts only once the prompt is answered (WebKit, Firefox), so a prompt left
 * open would otherwise keep every caller waiting. 5 s: a granted fix comes well within it, and
 * the dealer pages show the last or default city's list meanwhile.
 */
export const GEOLOCATION_TIMEOUT = 5_000
export const MAP_ZOOM = { MIN: 5, MAX: 18, DEFAULT: 16 } as const

// Layout and colours
export const TAB_BAR = {
  height: 50,
  iconWidth: 24,
  fontSize: 10,
  spacing: 3,
  color: TOKEN_COLOURS.inactive,
  selectedColor: TOKEN_COLOURS.brand,
  backgroundColor: TOKEN_COLOURS.white,
  borderStyle: 'black',
} as const
export const NAV_BAR = { backgroundColor: TOKEN_COLOURS.text, titleColor: TOKEN_COLOURS.white } as const
export const PAGE_BACKGROUND = TOKEN_COLOURS.pageBg
export const EDGE_BACKGROUND = TOKEN_COLOURS.surface
export const DESIGN_WIDTH = 375
export const MAX_WIDTH = 960

// Components
export const SWIPER = { interval: 5_000, duration: 500 } as const
export const PULL_TO_REFRESH = { range: 150, height: 70 } as const
export const REACH_BOTTOM_DISTANCE = 50
export const REACH_BOTTOM_REARM = 350
export const VIDEO_CONTROLS_HIDE = 3_000
export const LONG_PRESS = { delay: 350, tolerance: 10 } as const
export const HOVER = { startTime: 50, stayTime: 400 } as const

// Validation and formats
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
export const COUNT_UNIT = 10_000
export const CAPPED_SUFFIX = '+'
export const RELATIVE_TIME_MAX_DAYS = 8
export const RELATIVE_FALLBACK_FORMAT = 'YYYY-MM-DD HH:mm'
export const DATE_FORMAT = 'YYYY.MM.DD'
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm:ss'

// Login (not in the spec: chosen for the project's own login page)
export const SMS_COUNTDOWN_SECONDS = 60
export const SMS_CLIENT_ID = 'app'
export const SMS_CODE_LENGTH = 6

// Response statuses (spec §8)
export const SUCCESS_STATUSES: readonly number[] = [0, 200]
export const STATUS_UNAUTHORIZED = 401
export const STATUS_RELOGIN = 601
export const WHOLE_RESPONSE_STATUSES: readonly number[] = [80001, 80002]

/** Fixed texts of spec §8 and the login page. */
export const MESSAGES = {
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
  TIMEOUT_TOAST: '请求超时',
  FILE_ERROR_TOAST: '文件读取失败',
  PHONE_EMPTY: '请输入手机号',
  PHONE_INVALID: '请输入正确的手机号（11位，以1开头，第二位为3-9）',
  CODE_EMPTY: '请输入验证码',
  CODE_INVALID: '请输入6位数字验证码',
  SMS_SENT: '验证码已发送',
  LOGIN_OK: '登录成功',
  COPY_OK: '已复制',
  SHARE_OK: '已分享',
  COPY_FAILED_TITLE: '复制失败，请长按手动复制',
} as const

/** Local storage keys (spec §3 "stored locally"). */
export const STORAGE_KEYS = {
  TOKEN: 'token',
  CURRENT_TENANT: 'currentTenant',
  PAGE_URL: 'pageUrl',
  LOGIN_STATUS: 'loginStatus',
  LOCATION: 'location',
  CURRENT_POSITION: 'currentPosition',
  SELECTED_DEALER: 'selectedDealer',
  CACHE_EXPIRY: '__cache_expiry__',
  /** The data cache's last-known answers (core/query/keep.ts): their index; each answer under `kept-reads:<key>`. */
  KEPT_READS: 'kept-reads',
} as const
