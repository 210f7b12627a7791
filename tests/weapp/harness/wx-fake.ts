// The fake `wx` of the harness: what the app asks of WeChat, answered in memory and recorded
// for tests (storage, navigation, toasts, modals, permissions, pull-down stops); requests go
// to the dev API server. An API the app calls that is not here is listed in `state.missing`.
import { fail, promised, succeed, type ApiOptions } from './callbacks'
import { createSelectorQuery } from './wx-canvas'
import { newPrivacyState, privacyApis, privacyGuarded, type PrivacyState } from './wx-privacy'
import { makeRequest, type RequestRecord } from './wx-request'
import { makeUploadFile, type TempFile } from './wx-upload'

export type NavigationApi = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack'

/** What WeChat keeps for the app, and what the app asked of it (see also wx-privacy.ts). */
export interface WxState extends PrivacyState {
  launch: { path: string; query: Record<string, string>; scene: number }
  storage: Map<string, unknown>
  requests: RequestRecord[]
  navigations: { api: NavigationApi; url?: string; delta?: number }[]
  toasts: string[]
  modals: { title: string; content: string }[]
  /** The user's answer to a modal; confirms by default. */
  answerModal: (modal: { title: string; content: string }) => boolean
  pullDownStops: number
  /** Scopes the user has answered (scope.writePhotosAlbum: false = refused before). */
  authSetting: Record<string, boolean>
  /** The user's answer when WeChat asks for a scope the first time; allows by default. */
  answerScopePrompt: (scope: string) => boolean
  /** What the user switches on the settings page openSetting shows. */
  settingsPageChanges: Record<string, boolean>
  savedImages: string[]
  /** Fixes getLocation gave. */
  locationFixes: number
  clipboard: string
  /** Temp files the fake WeChat holds, by path (what chooseMedia hands out; uploadFile sends them). */
  files: Map<string, TempFile>
  /** chooseMedia's answer: the picked files (their paths in `files`), or null for a cancel (the default). */
  chooseMedia: Record<string, unknown>[] | null
  /** navigateToMiniProgram calls, and the user's answer to WeChat's question (true: open). */
  miniPrograms: { appId: string; path?: string }[]
  answerMiniProgram: () => boolean
  /** requestPayment calls (the server's parameters), and the user's answer on WeChat's sheet (true: pays). */
  payments: Record<string, unknown>[]
  answerPayment: () => boolean
  /** A tap's handlers are running (page.tap sets it around them): WeChat's condition for some APIs. */
  tapping: boolean
  /** requestSubscribeMessage calls: the templates asked for, and whether a tap was being handled. */
  subscribeRequests: { tmplIds: string[]; inTap: boolean }[]
  /** The user's answer per template on WeChat's panel; 'off': every message of the app switched off. Accepts by default. */
  answerSubscribe: (templateId: string) => 'accept' | 'reject' | 'ban' | 'off'
  /** wx.onError / wx.onUnhandledRejection listeners (MiniProgram.raiseError calls them as WeChat would). */
  errorListeners: ((message: string) => void)[]
  rejectionListeners: ((res: { reason: unknown }) => void)[]
  /** What the app wrote to the real-time log (getRealtimeLogManager). */
  realtimeLogs: { level: string; text: string }[]
  missing: string[]
}

const WINDOW = { pixelRatio: 2, windowWidth: 375, windowHeight: 667, screenWidth: 375, screenHeight: 667, statusBarHeight: 20 }
const SAFE_AREA = { left: 0, right: 375, top: 20, bottom: 667, width: 375, height: 647 }
const DEVICE = { brand: 'devtools', model: 'iPhone 12', system: 'iOS 16.0', platform: 'devtools', benchmarkLevel: 1 }
const APP_BASE = { SDKVersion: '3.5.0', version: '8.0.50', language: 'zh_CN', theme: 'light', enableDebug: false, fontSizeSetting: 16 }
const SYSTEM = { ...WINDOW, ...DEVICE, ...APP_BASE, safeArea: SAFE_AREA }
const MENU_BUTTON = { width: 87, height: 32, top: 24, right: 368, bottom: 56, left: 281 }
const SCOPE_OF: Record<string, string> = { saveImageToPhotosAlbum: 'scope.writePhotosAlbum', getLocation: 'scope.userLocation' }

export function newWxState(path: string, query: Record<string, string>): WxState {
  return {
    launch: { path, query, scene: 1001 },
    storage: new Map(),
    requests: [],
    navigations: [],
    toasts: [],
    modals: [],
    answerModal: () => true,
    pullDownStops: 0,
    authSetting: {},
    answerScopePrompt: () => true,
    settingsPageChanges: {},
    savedImages: [],
    locationFixes: 0,
    clipboard: '',
    files: new Map(),
    chooseMedia: null,
    miniPrograms: [],
    answerMiniProgram: () => true,
    payments: [],
    answerPayment: () => true,
    tapping: false,
    subscribeRequests: [],
    answerSubscribe: () => 'accept',
    errorListeners: [],
    rejectionListeners: [],
    realtimeLogs: [],
    missing: [],
    ...newPrivacyState(),
  }
}

// Storage keeps what JSON keeps, as WeChat's does.
const copy = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))
const noop = () => undefined
const chain = (): Record<string, unknown> => new Proxy({}, { get: () => chain })

function storageApis(state: WxState) {
  const get = (key: string) => (state.storage.has(key) ? copy(state.storage.get(key)) : '')
  return {
    getStorageSync: get,
    setStorageSync: (key: string, value: unknown) => void state.storage.set(key, copy(value)),
    removeStorageSync: (key: string) => void state.storage.delete(key),
    clearStorageSync: () => state.storage.clear(),
    getStorageInfoSync: () => ({ keys: [...state.storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (o: ApiOptions) =>
      state.storage.has(String(o.key)) ? succeed(o, 'getStorage', { data: get(String(o.key)) }) : fail(o, 'getStorage', 'data not found'),
    setStorage: (o: ApiOptions) => (state.storage.set(String(o.key), copy(o.data)), succeed(o, 'setStorage')),
    removeStorage: (o: ApiOptions) => (state.storage.delete(String(o.key)), succeed(o, 'removeStorage')),
  }
}

function navigationApis(state: WxState) {
  const navigate = (api: NavigationApi) => (o: ApiOptions) => {
    state.navigations.push(api === 'navigateBack' ? { api, delta: Number(o?.delta ?? 1) } : { api, url: String(o.url) })
    succeed(o, api)
  }
  const apis: NavigationApi[] = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack']
  return Object.fromEntries(apis.map((api) => [api, navigate(api)]))
}

function uiApis(state: WxState) {
  return {
    showToast: (o: ApiOptions) => (state.toasts.push(String(o.title)), succeed(o, 'showToast')),
    hideToast: (o?: ApiOptions) => succeed(o, 'hideToast'),
    showLoading: (o: ApiOptions) => succeed(o, 'showLoading'),
    hideLoading: (o?: ApiOptions) => succeed(o, 'hideLoading'),
    showModal(o: ApiOptions) {
      const modal = { title: String(o.title ?? ''), content: String(o.content ?? '') }
      state.modals.push(modal)
      const confirm = state.answerModal(modal)
      succeed(o, 'showModal', { confirm, cancel: !confirm })
    },
    showActionSheet: (o: ApiOptions) => fail(o, 'showActionSheet', 'cancel'),
    stopPullDownRefresh: (o?: ApiOptions) => (state.pullDownStops++, succeed(o, 'stopPullDownRefresh')),
    startPullDownRefresh: (o?: ApiOptions) => succeed(o, 'startPullDownRefresh'),
    pageScrollTo: (o: ApiOptions) => succeed(o, 'pageScrollTo'),
    setNavigationBarTitle: (o: ApiOptions) => succeed(o, 'setNavigationBarTitle'),
    setNavigationBarColor: (o: ApiOptions) => succeed(o, 'setNavigationBarColor'),
    setBackgroundColor: (o: ApiOptions) => succeed(o, 'setBackgroundColor'),
    setBackgroundTextStyle: (o: ApiOptions) => succeed(o, 'setBackgroundTextStyle'),
    hideHomeButton: (o?: ApiOptions) => succeed(o, 'hideHomeButton'),
    showShareMenu: (o?: ApiOptions) => succeed(o, 'showShareMenu'),
    hideShareMenu: (o?: ApiOptions) => succeed(o, 'hideShareMenu'),
    updateShareMenu: (o?: ApiOptions) => succeed(o, 'updateShareMenu'),
    hideKeyboard: (o?: ApiOptions) => succeed(o, 'hideKeyboard'),
    previewImage: (o: ApiOptions) => succeed(o, 'previewImage'),
    vibrateShort: (o?: ApiOptions) => succeed(o, 'vibrateShort'),
    createSelectorQuery,
    createIntersectionObserver: () => ({ relativeTo: chain, relativeToViewport: () => ({ observe: noop }), observe: noop, disconnect: noop }),
    createAnimation: chain,
    createVideoContext: () => ({ play: noop, pause: noop, stop: noop, seek: noop, requestFullScreen: noop, exitFullScreen: noop }),
    canvasToTempFilePath: (o: ApiOptions) => succeed(o, 'canvasToTempFilePath', { tempFilePath: 'wxfile://tmp/canvas.png' }),
    loadFontFace: (o: ApiOptions) => succeed(o, 'loadFontFace'),
    onKeyboardHeightChange: noop,
    offKeyboardHeightChange: noop,
  }
}

/**
 * Scoped APIs: allowed, refused before (fails at once), or asked for the first time; both are
 * privacy APIs, held first until the privacy authorization is answered.
 */
function permissionApis(state: WxState) {
  const allowed = (scope: string) => {
    if (state.authSetting[scope] === undefined) state.authSetting[scope] = state.answerScopePrompt(scope)
    return state.authSetting[scope]
  }
  const scoped = (api: string, result: (o: ApiOptions) => Record<string, unknown>) =>
    privacyGuarded(state, api, (o) => (allowed(SCOPE_OF[api]) ? succeed(o, api, result(o)) : fail(o, api, 'auth deny')))
  return {
    getSetting: (o: ApiOptions) => succeed(o, 'getSetting', { authSetting: { ...state.authSetting } }),
    authorize: (o: ApiOptions) => (allowed(String(o.scope)) ? succeed(o, 'authorize') : fail(o, 'authorize', 'auth deny')),
    openSetting(o: ApiOptions) {
      Object.assign(state.authSetting, state.settingsPageChanges)
      succeed(o, 'openSetting', { authSetting: { ...state.authSetting } })
    },
    saveImageToPhotosAlbum: scoped('saveImageToPhotosAlbum', (o) => (state.savedImages.push(String(o.filePath)), {})),
    getLocation: scoped('getLocation', () => (state.locationFixes++, { latitude: 31.2304, longitude: 121.4737, accuracy: 30 })),
    ...privacyApis(state),
  }
}

function deviceApis(state: WxState) {
  const fileSystem = {
    readFile: (o: ApiOptions) => fail(o, 'readFile', 'no such file'),
    readFileSync: () => {
      throw new Error('readFileSync: no such file in the harness')
    },
    writeFile: (o: ApiOptions) => succeed(o, 'writeFile'),
    access: (o: ApiOptions) => fail(o, 'access', 'no such file'),
    // Temp files the test handed out through chooseMedia exist; nothing else does.
    accessSync: (filePath: string) => {
      if (!state.files.has(filePath)) throw new Error(`accessSync:fail no such file or directory ${filePath}`)
    },
    getFileInfo: (o: ApiOptions) => {
      const file = state.files.get(String(o.filePath))
      return file ? succeed(o, 'getFileInfo', { size: file.data.length }) : fail(o, 'getFileInfo', 'no such file')
    },
  }
  return {
    getSystemInfoSync: () => ({ ...SYSTEM }),
    getSystemInfo: (o: ApiOptions) => succeed(o, 'getSystemInfo', { ...SYSTEM }),
    getWindowInfo: () => ({ ...WINDOW, safeArea: SAFE_AREA, screenTop: 0 }),
    getDeviceInfo: () => ({ ...DEVICE }),
    getAppBaseInfo: () => ({ ...APP_BASE }),
    getSystemSetting: () => ({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true }),
    getAppAuthorizeSetting: () => ({ albumAuthorized: 'authorized', locationAuthorized: 'authorized' }),
    getMenuButtonBoundingClientRect: () => ({ ...MENU_BUTTON }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => copy(state.launch),
    getEnterOptionsSync: () => copy(state.launch),
    canIUse: () => true,
    nextTick: (callback: () => void) => void Promise.resolve().then(callback),
    getNetworkType: (o: ApiOptions) => succeed(o, 'getNetworkType', { networkType: 'wifi' }),
    onNetworkStatusChange: noop,
    offNetworkStatusChange: noop,
    onAppShow: noop,
    offAppShow: noop,
    onAppHide: noop,
    offAppHide: noop,
    onError: (listener: (message: string) => void) => void state.errorListeners.push(listener),
    onUnhandledRejection: (listener: (res: { reason: unknown }) => void) => void state.rejectionListeners.push(listener),
    onPageNotFound: noop,
    onMemoryWarning: noop,
    onAppRoute: noop,
    getUpdateManager: () => ({ onCheckForUpdate: noop, onUpdateReady: noop, onUpdateFailed: noop, applyUpdate: noop }),
    getRealtimeLogManager: () => {
      const write = (level: string) => (...args: unknown[]) => void state.realtimeLogs.push({ level, text: args.map(String).join(' ') })
      return { info: write('info'), warn: write('warn'), error: write('error'), setFilterMsg: noop, addFilterMsg: noop }
    },
    // The base library's performance observer; the harness reports no entries.
    getPerformance: () => ({ createObserver: () => ({ observe: noop, disconnect: noop }), getEntries: () => [], setBufferSize: noop }),
    getLogManager: () => ({ log: noop, info: noop, warn: noop, debug: noop }),
    reportAnalytics: noop,
    reportEvent: noop,
    getFileSystemManager: () => fileSystem,
    env: { USER_DATA_PATH: 'wxfile://usr' },
    login: (o: ApiOptions) => succeed(o, 'login', { code: 'harness-code' }),
    checkSession: (o: ApiOptions) => succeed(o, 'checkSession'),
    setClipboardData: privacyGuarded(state, 'setClipboardData', (o) => ((state.clipboard = String(o.data)), succeed(o, 'setClipboardData'))),
    getClipboardData: privacyGuarded(state, 'getClipboardData', (o) => succeed(o, 'getClipboardData', { data: state.clipboard })),
    makePhoneCall: (o: ApiOptions) => succeed(o, 'makePhoneCall'),
    openLocation: (o: ApiOptions) => succeed(o, 'openLocation'),
    chooseLocation: (o: ApiOptions) => fail(o, 'chooseLocation', 'cancel'),
    chooseImage: privacyGuarded(state, 'chooseImage', (o) => fail(o, 'chooseImage', 'cancel')),
    chooseMedia: (options: ApiOptions) =>
      promised(
        options,
        privacyGuarded(state, 'chooseMedia', (o) =>
          state.chooseMedia ? succeed(o, 'chooseMedia', { tempFiles: state.chooseMedia, type: 'mix' }) : fail(o, 'chooseMedia', 'cancel'),
        ),
      ),
    compressImage: (o: ApiOptions) => succeed(o, 'compressImage', { tempFilePath: o.src }),
    downloadFile: (o: ApiOptions) => fail(o, 'downloadFile', 'not in the harness'),
    requestSubscribeMessage: (options: ApiOptions) => promised(options, (o) => subscribePanel(state, o)),
    navigateToMiniProgram: (o: ApiOptions) => {
      state.miniPrograms.push({ appId: String(o.appId), ...(o.path === undefined ? {} : { path: String(o.path) }) })
      return state.answerMiniProgram() ? succeed(o, 'navigateToMiniProgram') : fail(o, 'navigateToMiniProgram', 'cancel')
    },
  }
}

/**
 * WeChat's subscription panel: only from a tap (else the call fails as WeChat's does); the
 * user's answer per template, or errCode 20004 when all the app's messages are switched off.
 */
function subscribePanel(state: WxState, o: ApiOptions): void {
  const tmplIds = Array.isArray(o.tmplIds) ? o.tmplIds.map(String) : []
  state.subscribeRequests.push({ tmplIds, inTap: state.tapping })
  if (!state.tapping) return fail(o, 'requestSubscribeMessage', 'can only be invoked by user TAP gesture.')
  const answers = tmplIds.map((id) => [id, state.answerSubscribe(id)] as const)
  if (answers.some(([, a]) => a === 'off')) return fail(o, 'requestSubscribeMessage', 'The main switch is switched off', { errCode: 20004 })
  succeed(o, 'requestSubscribeMessage', Object.fromEntries(answers))
}

/**
 * WeChat Pay's sheet: records the parameters; when the user pays, WeChat's server tells the
 * merchant's server first (the dev API server's notify route), then the sheet closes.
 */
function makeRequestPayment(state: WxState, base: () => string) {
  return (options: ApiOptions) =>
    promised(options, (o) => {
      const { success: _s, fail: _f, complete: _c, ...params } = o
      state.payments.push(params)
      if (!state.answerPayment()) return fail(o, 'requestPayment', 'cancel')
      void fetch(new URL('/__admin/wechat-pay/notify', base()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ package: o.package }) })
        .then((res) => (res.ok ? succeed(o, 'requestPayment') : fail(o, 'requestPayment', `notify ${res.status}`)))
        .catch((error: Error) => fail(o, 'requestPayment', error.message))
    })
}

// Properties the build reads that are not APIs: webpack's chunk list, and cloud (Taro probes it).
const NOT_APIS = ['webpackJsonp', 'cloud']

export interface WxDeps {
  base: () => string
  parseJson: (text: string) => unknown
  onRequestDone: () => void
}

/**
 * The wx object: a plain object (Taro lists its keys once at start-up to build Taro.*), behind
 * a proxy that records any other API the app reaches for.
 */
export function createWx(state: WxState, deps: WxDeps): Record<string, unknown> {
  const request = makeRequest({ base: deps.base, log: state.requests, onDone: deps.onRequestDone, parseJson: deps.parseJson })
  const uploadFile = makeUploadFile({ base: deps.base, files: state.files, log: state.requests, onDone: deps.onRequestDone })
  const wx: Record<string, unknown> = {
    request,
    uploadFile,
    requestPayment: makeRequestPayment(state, deps.base),
    ...storageApis(state),
    ...navigationApis(state),
    ...uiApis(state),
    ...permissionApis(state),
    ...deviceApis(state),
  }
  return new Proxy(wx, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && !NOT_APIS.includes(key) && !key.startsWith('__')) {
        if (!state.missing.includes(key)) state.missing.push(key)
      }
      return target[key as string]
    },
  })
}
