import { decideSampling, routeOf, scrub, toReport, type RawReport } from '@/core/telemetry/report'
import { TELEMETRY_LIMITS } from '../../../../types/api/telemetry'

const CONTEXT = { release: '0.1.0', platform: 'h5' as const, sampleRate: 1 }
const error = (e: unknown, over: Partial<RawReport> = {}): RawReport => ({ kind: 'error', error: e, where: 'screen', route: '/pages/car/car', time: 1000, ...over })

describe('scrub: what never leaves the device', () => {
  it.each([
    ['a token in a query', 'GET /user/web/user?access_token=dev-token-2&x=1 failed', 'dev-token-2'],
    ['a bearer token', 'Authorization: Bearer eyJhbGciOi.abc.def', 'eyJhbGciOi'],
    ['a token in JSON', '{"token":"s3cr3t-tok","id":1}', 's3cr3t-tok'],
    ['a phone number', '手机号 13800138000 已存在', '13800138000'],
    ['a phone number with +86', 'call +8613912345678 now', '13912345678'],
    ['an ID number', 'idNumber=110101199003071234 invalid', '110101199003071234'],
    ['an ID number ending in X', '身份证 11010119900307123X 不合法', '11010119900307123X'],
    ['a query value', 'at https://h5.ev-brand.cn/pages/x?id=9001&from=wechat:1:2', 'wechat'],
  ])('%s', (_, text, secret) => {
    const out = scrub(text)
    expect(out).not.toContain(secret)
    expect(out.length).toBeGreaterThan(0)
  })

  it('keeps what helps: the message, the query keys, other figures', () => {
    expect(scrub("TypeError: Cannot read properties of undefined (reading 'map')")).toBe("TypeError: Cannot read properties of undefined (reading 'map')")
    expect(scrub('/pages/x?id=9001&from=wechat')).toBe('/pages/x?id=*&from=*')
    // A 13-digit time and a 12-digit number are no phone.
    expect(scrub('at 1732000000000 and 813800138000')).toBe('at 1732000000000 and 813800138000')
    expect(scrub('手机号 13800138000 已存在')).toBe('手机号 [phone] 已存在')
  })

  it('bounds the text', () => {
    expect(scrub('x'.repeat(2000))).toHaveLength(TELEMETRY_LIMITS.message)
    expect(scrub('x'.repeat(2000), 30)).toHaveLength(30)
  })
})

describe('routeOf: the page path without its query', () => {
  it.each([
    ['/package-car/pages/service-progress/service-progress?id=9001&token=dev-token', '/package-car/pages/service-progress/service-progress'],
    ['pages/car/car', '/pages/car/car'],
    ['/pages/mine/mine#top', '/pages/mine/mine'],
    ['', '/'],
  ])('%s -> %s', (path, route) => expect(routeOf(path)).toBe(route))
})

describe('toReport', () => {
  it('an Error: its name and message, the first five frames of its stack, all scrubbed', () => {
    const e = new TypeError('no user 13800138000')
    e.stack = ['TypeError: no user 13800138000', ...Array.from({ length: 8 }, (_, i) => `    at f${i} (https://h5.ev-brand.cn/js/app.js?token=abc:1:${i})`)].join('\n')
    const report = toReport(error(e, { route: '/pages/mine/mine?token=dev-token' }), CONTEXT)
    expect(report).toMatchObject({ kind: 'error', route: '/pages/mine/mine', where: 'screen', release: '0.1.0', platform: 'h5', sampleRate: 1, time: 1000 })
    expect(report.message).toBe('TypeError: no user [phone]')
    // core/log's redact takes a token to the end of its word, the frame's position with it.
    expect(report.stack!.split('\n')).toEqual(Array.from({ length: 5 }, (_, i) => `at f${i} (https://h5.ev-brand.cn/js/app.js?token=***`))
    expect(JSON.stringify(report)).not.toMatch(/13800138000|dev-token|token=abc/)
  })

  it("WeChat's error text: the first line is the message, the rest its stack", () => {
    const report = toReport(error('thirdScriptError\nx is not defined\n    at onLoad (pages/car/car.js:1:2)', { kind: 'error', where: 'app' }), CONTEXT)
    expect(report.message).toBe('thirdScriptError')
    expect(report.stack).toBe('x is not defined\nat onLoad (pages/car/car.js:1:2)')
  })

  it('a rejection of any reason, circular ones too', () => {
    const circular: Record<string, unknown> = { code: 500 }
    circular.self = circular
    expect(toReport(error({ errMsg: 'request:fail timeout' }, { kind: 'rejection' }), CONTEXT).message).toBe('{"errMsg":"request:fail timeout"}')
    expect(toReport(error(circular, { kind: 'rejection' }), CONTEXT).message).toBe('[object Object]')
    expect(toReport(error(undefined, { kind: 'rejection' }), CONTEXT).message).toBe('undefined')
  })

  it('a figure: its name and value, bounded', () => {
    expect(toReport({ kind: 'vital', name: 'CLS', value: 0.12, route: '/pages/car/car', time: 5 }, CONTEXT)).toEqual({ kind: 'vital', name: 'CLS', value: 0.12, route: '/pages/car/car', time: 5, ...CONTEXT })
    expect(toReport({ kind: 'perf', name: 'firstRender', value: Number.NaN, route: '/', time: 5 }, CONTEXT).value).toBe(0)
    expect(toReport({ kind: 'perf', name: 'route', value: 1e9, route: '/', time: 5 }, CONTEXT).value).toBe(600_000)
  })
})

describe('decideSampling: once per page load, at the config rate', () => {
  it('1 always, 0 or none never', () => {
    const random = jest.fn(() => 0.99)
    expect(decideSampling(1, random)).toBe(true)
    expect(decideSampling(0, random)).toBe(false)
    expect(decideSampling(undefined, random)).toBe(false)
    expect(random).not.toHaveBeenCalled()
  })

  it('a rate between: the draw below it reports', () => {
    expect(decideSampling(0.1, () => 0.05)).toBe(true)
    expect(decideSampling(0.1, () => 0.1)).toBe(false)
    expect(decideSampling(0.1, () => 0.7)).toBe(false)
  })
})
