/**
 * Production H5: the calls a landing page's first screen waits for start from index.html, while
 * the app script (~100 KB gzip) is still downloading and running, and the first pictures in their
 * answers are preloaded as soon as the answers arrive. Without this, a cold page asks for its
 * data only after the app has booted and its picture only after that: on a phone, about a
 * second of waiting (Lighthouse's LCP "load delay"). The request layer takes an early answer for
 * exactly the same GET URL, once (src/core/request/early.ts); any other call goes out as usual.
 *
 * A test checks each URL here against the one its feature's api builds
 * (tests/unit/app/first-data.test.ts), so a changed api cannot silently lose its early answer.
 */

import { PARTNER_SCENE_PATTERN } from '../src/features/partner/scene-pattern'

export interface FirstCall {
  /**
   * Below the API base: `{name}` comes from the page query; the query is the api's own, in its order.
   * `{a|b.1}` is an id: `a`, else the second `-` part of `b` (a QR scene packs ids as `1-2-hash`),
   * whichever the query has first; one not in digits (queryId's rule) is a bad link: no call.
   */
  path: string
  /**
   * `none`: sent without a token (auth: false). `optional`: with the token when there is one.
   * `required`: the page makes no call without one (a guest sees the login prompt).
   */
  auth: 'none' | 'optional' | 'required'
  /** Where the first screen's pictures are in the answer's `data`: dotted paths ('list.0.cover'). */
  images?: string[]
  /** A placeholder's value the page would refuse as a bad link (a regular expression's source): no call. */
  match?: Record<string, string>
}

/** Route -> its first calls. Only routes people land on from outside (tabs, shared links). */
export const FIRST_DATA: Record<string, FirstCall[]> = {
  'pages/book-browse/book-browse': [
    { path: 'domain/2c/ev/tool-service/read/magazine/list?pageNo=1&pageSize=10', auth: 'none', images: ['list.0.cover'] },
  ],
  // The car tab shows once all four have answered.
  'pages/car/car': [
    { path: 'domain/2c/ev/tool-service/read/vehicleType/list?source=2', auth: 'none' },
    { path: 'domain/2c/ev/tool-service/read/vehicleType/list?source=2&sort=newCar', auth: 'none' },
    { path: 'domain/2c/ev/tool-service/read/SalesCars/list', auth: 'none' },
    { path: 'domain/2c/ev/tool-service/read/banner/list?position=home', auth: 'none', images: ['0.image'] },
  ],
  'pages/mine/mine': [{ path: 'user/web/user/current/details', auth: 'required', images: ['avatarUrl'] }],
  'package-community/pages/community-detail/community-detail': [
    { path: 'posts/web/community/contents/{id}', auth: 'optional', images: ['images.0', 'images.1', 'images.2'] },
  ],
  'package-mall/pages/goods-detail/index': [
    { path: 'mall/api/v1/app/item/items/{id}/extra?terminal=2', auth: 'none' },
    { path: 'mall/api/v1/app/item/items/{id}/detail?terminal=2', auth: 'none', images: ['images.0'] },
    // The 领券 row sits under the price: asked early, it is there with the goods (no jump).
    { path: 'mall/api/v1/app/coupons?pageNo=1&pageSize=20&itemId={id}&terminal=2', auth: 'optional' },
  ],
  // A friend's invitation (`?accountId=&scene=`, or a QR code's scene alone): the campaign with its
  // inviter and cover; the lead form under it asks for its models and provinces only once that has
  // answered (its pickers say 加载中… until they do). Without an inviter the page reads the campaign
  // alone, not asked here.
  'package-activity/pages/recommend-purchase/index': [
    {
      path: 'activity/api/v1/activity/app/recommend/purchase/detailInvite?activityId={activityId|scene.0}&accountId={accountId|scene.1}',
      auth: 'optional',
      images: ['activity.cover'],
    },
    { path: 'domain/2c/ev/tool-service/read/vehicleType/list?source=2&sort=newCar', auth: 'none' },
    { path: 'lead/web/test-drive/consumer/org/district', auth: 'none' },
  ],
  // A partner's link (`?scene=`): whom the lead credits, and the same lead form's models and
  // provinces; only a 32px avatar to show, not preloaded.
  'package-mine/pages/partner-center/retain-capital': [
    { path: 'user/web/user/partner/scenes/{scene}', auth: 'none', match: { scene: PARTNER_SCENE_PATTERN.source } },
    { path: 'domain/2c/ev/tool-service/read/vehicleType/list?source=2&sort=newCar', auth: 'none' },
    { path: 'lead/web/test-drive/consumer/org/district', auth: 'none' },
  ],
  // A lottery's link (a share, a poster, an entry): the activity, its cover and its prizes.
  'package-mine/pages/lottery-page/lottery-detail': [
    { path: 'activity/api/v1/activity/app/lottery/pageInfo?activityId={activityId}&tenantId=0', auth: 'none', images: ['activity.cover'] },
  ],
}

export interface FirstDataSetup {
  /** The API base the build talks to, no trailing slash. */
  api: string
  /** Storage key of the token (Taro's H5 storage keeps `{"data": value}` JSON in localStorage). */
  tokenKey: string
  /** The route '/' opens. */
  entry: string
  routes: Record<string, FirstCall[]>
}

/** STORAGE_KEYS.TOKEN of src/constants.ts (the test keeps them equal; config cannot import src). */
export const TOKEN_STORAGE_KEY = 'token'

/** The global the early answers wait in, url -> answer (null when the early call failed). */
export const EARLY_ANSWERS = '__earlyAnswers'

/**
 * Runs inline in index.html, so it is serialized with toString: no imports, no helpers the
 * compiler might add (plain functions, no spread). The token comes from the address (a link
 * into the app) or from storage, as the app's session reads it.
 */
export function startFirstData(setup: FirstDataSetup, globalName: string): void {
  const route = window.location.pathname.replace(/^\/+/, '') || setup.entry
  const calls = setup.routes[route]
  if (!calls || typeof fetch !== 'function') return
  const query = new URLSearchParams(window.location.search)
  let token = query.get('token') || query.get('access_token') || ''
  if (!token) {
    try {
      token = JSON.parse(localStorage.getItem(setup.tokenKey) || '{}').data || ''
    } catch (e) {
      token = ''
    }
  }
  const answers: Record<string, Promise<unknown>> = {}
  ;(window as unknown as Record<string, unknown>)[globalName] = answers

  function preloadImages(text: string, paths: string[]) {
    let data: unknown
    try {
      data = JSON.parse(text).data
    } catch (e) {
      return
    }
    for (let i = 0; i < paths.length; i += 1) {
      let value = data
      const keys = paths[i].split('.')
      for (let k = 0; k < keys.length && value; k += 1) value = (value as Record<string, unknown>)[keys[k]]
      if (typeof value !== 'string' || !value) continue
      const link = document.createElement('link')
      link.rel = 'preload'
      link.setAttribute('as', 'image')
      link.href = value
      link.setAttribute('fetchpriority', 'high')
      document.head.appendChild(link)
    }
  }

  function queryValue(spec: string): string {
    const names = spec.split('|')
    let value = ''
    for (let i = 0; i < names.length && !value; i += 1) {
      const name = names[i].split('.')
      value = query.get(name[0]) || ''
      if (name.length > 1) value = value.split('-')[Number(name[1])] || ''
    }
    return value
  }

  calls.forEach(function (call) {
    let missing = false
    const path = call.path.replace(/\{([\w.|]+)\}/g, function (_, spec: string) {
      const value = queryValue(spec)
      if (!value || (/[.|]/.test(spec) && !/^[1-9]\d*$/.test(value))) missing = true
      if (call.match && call.match[spec] && !new RegExp(call.match[spec]).test(value)) missing = true
      return encodeURIComponent(value)
    })
    if (missing || (call.auth === 'required' && !token)) return
    const withToken = call.auth !== 'none' && !!token
    const url = setup.api + '/' + path + (withToken ? (path.indexOf('?') < 0 ? '?' : '&') + 'access_token=' + encodeURIComponent(token) : '')
    const headers: Record<string, string> = { 'Accept-Language': 'zh-CN' }
    if (withToken) headers.Authorization = 'Bearer ' + token
    answers[url] = fetch(url, { headers: headers }).then(
      function (res) {
        return res.text().then(function (text) {
          if (res.ok && call.images) preloadImages(text, call.images)
          return { statusCode: res.status, data: text, header: { 'content-type': res.headers.get('content-type') || '' } }
        })
      },
      function () {
        return null
      },
    )
  })
}

/** The inline script for index.html. */
export function firstDataScript(setup: Pick<FirstDataSetup, 'api' | 'entry'>): string {
  const full: FirstDataSetup = { ...setup, tokenKey: TOKEN_STORAGE_KEY, routes: FIRST_DATA }
  return `<script>(${startFirstData.toString()})(${JSON.stringify(full)},${JSON.stringify(EARLY_ANSWERS)})</script>`
}
