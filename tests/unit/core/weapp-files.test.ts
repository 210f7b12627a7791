import Taro from '@tarojs/taro'
import * as weappDetect from '@/core/bridge/detect.weapp'
import * as weappDebug from '@/core/debug/e2e-handle.weapp'
import * as weappLanding from '@/core/landing-query.weapp'
import * as weappGeo from '@/core/location/geolocation.weapp'
import * as weappCurrentUrl from '@/core/navigation/current-url.weapp'
import * as weappReadFile from '@/core/request/read-file.weapp'
import * as weappController from '@/core/request/request-controller.weapp'
import * as weappRuntime from '@/core/runtime.weapp'

/* The mini-program files of core, run with Taro's APIs mocked (jest resolves the H5 files). */
describe('the mini-program files', () => {
  afterEach(() => jest.restoreAllMocks())

  it('run as weapp, with no native bridge and no debug handle', () => {
    expect(weappRuntime.currentRuntime()).toBe('weapp')
    expect(weappDetect.detectNativeBridge()).toBeNull()
    expect(weappDebug.installDebugHandle({ __e2e: '1' })).toBe(false)
    expect(weappController.requestController()).toBeUndefined()
  })

  it('land with the launch query, or none when WeChat cannot say', () => {
    const launch = jest.spyOn(Taro, 'getLaunchOptionsSync').mockReturnValue({ query: { token: 'dev-token' } } as never)
    expect(weappLanding.landingQuery()).toEqual({ token: 'dev-token' })
    launch.mockImplementation(() => {
      throw new Error('getLaunchOptionsSync:fail')
    })
    expect(weappLanding.landingQuery()).toEqual({})
  })

  it('ask WeChat for a GCJ-02 fix; no fix reads as a network error', async () => {
    const get = jest.spyOn(Taro, 'getLocation').mockResolvedValue({ latitude: 22.5, longitude: 113.9 } as never)
    await expect(weappGeo.getDeviceFix()).resolves.toEqual({ position: { latitude: 22.5, longitude: 113.9 }, coordType: 'gcj02' })
    expect(get).toHaveBeenCalledWith({ type: 'gcj02' })
    get.mockRejectedValue({ errMsg: 'getLocation:fail auth deny' })
    await expect(weappGeo.getDeviceFix()).rejects.toThrow()
  })

  it('check a file to upload on the file system', async () => {
    const accessSync = jest.fn()
    jest.spyOn(Taro, 'getFileSystemManager').mockReturnValue({ accessSync } as never)
    await weappReadFile.readFile('wxfile://tmp/a.jpg')
    expect(accessSync).toHaveBeenCalledWith('wxfile://tmp/a.jpg')
    accessSync.mockImplementation(() => {
      throw new Error('no such file')
    })
    await expect(weappReadFile.readFile('wxfile://tmp/gone.jpg')).rejects.toThrow('no such file')
  })

  it('read the page on top of the stack, without the token or Taro\'s stamp', () => {
    const pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([
      { route: 'pages/mine/mine' },
      { route: 'package-mall/pages/goods-detail/index', options: { id: '1002', token: 's3cr3t', stamp: 'AA' } },
    ] as never)
    expect(weappCurrentUrl.currentUrl()).toBe('/package-mall/pages/goods-detail/index?id=1002')
    pages.mockReturnValue([] as never)
    expect(weappCurrentUrl.currentUrl()).toBe('/pages/book-browse/book-browse')
  })
})
