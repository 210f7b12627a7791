import {
  apiBase,
  brandPath,
  buildTenant,
  getCurrentTenantId,
  getMapHost,
  getTenantConfig,
  setCurrentTenant,
} from '@/core/tenant'

describe('tenant (spec §6, design §3)', () => {
  beforeEach(() => {
    localStorage.clear()
    setCurrentTenant('000000')
  })

  it('has a built-in default tenant 000000 with every domain at ${API_BASE}/${domain}', () => {
    expect(apiBase()).toBe('http://127.0.0.1:9527')
    const tenant = getTenantConfig('000000')!
    expect(tenant.domains).toEqual({
      mall: 'http://127.0.0.1:9527/mall',
      user: 'http://127.0.0.1:9527/user',
      user2: 'http://127.0.0.1:9527/user2',
      lead: 'http://127.0.0.1:9527/lead',
      activity: 'http://127.0.0.1:9527/activity',
      uaa: 'http://127.0.0.1:9527/uaa',
      domain: 'http://127.0.0.1:9527/domain',
      posts: 'http://127.0.0.1:9527/posts',
    })
    expect(tenant.configUrl).toBe('http://127.0.0.1:9527/static/config/000000.json')
    expect(tenant.mapHost).toBe('http://127.0.0.1:9527/map')
    expect(tenant.brand).toBe('ev')
  })

  it('uses TARO_APP_API_BASE when set (trailing slash dropped)', () => {
    const before = process.env.TARO_APP_API_BASE
    process.env.TARO_APP_API_BASE = 'https://gw.example/'
    expect(buildTenant('x').domains.posts).toBe('https://gw.example/posts')
    if (before === undefined) delete process.env.TARO_APP_API_BASE
    else process.env.TARO_APP_API_BASE = before
  })

  it('defaults the current tenant when none is stored, and stores a chosen one as currentTenant', () => {
    localStorage.clear()
    expect(getCurrentTenantId()).toBe('000000')
    setCurrentTenant('abc')
    expect(localStorage.getItem('currentTenant')).toBe(JSON.stringify({ data: 'abc' }))
    expect(getCurrentTenantId()).toBe('abc')
    expect(getTenantConfig()).toBeUndefined()
  })

  it('builds /2c/{brand}/... paths with brand ev', () => {
    expect(brandPath('/tool-service/read/vehicleType/list')).toBe('/2c/ev/tool-service/read/vehicleType/list')
    expect(brandPath('tool-service/read/SalesCars/list')).toBe('/2c/ev/tool-service/read/SalesCars/list')
  })

  it('gives the map host of the current tenant', () => {
    expect(getMapHost()).toBe('http://127.0.0.1:9527/map')
  })
})
