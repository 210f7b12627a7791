import Taro from '@tarojs/taro'
import * as h5AppStart from '@/app-start'
import * as weappAppStart from '@/app-start.weapp'
import * as h5Detect from '@/core/bridge/detect'
import * as weappDetect from '@/core/bridge/detect.weapp'
import * as h5Debug from '@/core/debug/e2e-handle'
import * as weappDebug from '@/core/debug/e2e-handle.weapp'
import * as h5Landing from '@/core/landing-query'
import * as weappLanding from '@/core/landing-query.weapp'
import * as h5Geo from '@/core/location/geolocation'
import * as weappGeo from '@/core/location/geolocation.weapp'
import * as h5ReadFile from '@/core/request/read-file'
import * as weappReadFile from '@/core/request/read-file.weapp'
import * as h5Controller from '@/core/request/request-controller'
import * as weappController from '@/core/request/request-controller.weapp'
import * as h5Runtime from '@/core/runtime'
import * as weappRuntime from '@/core/runtime.weapp'

/* core's platform files and app-start: the mini-program variant offers what the H5 one does (tsc checks the types). */
const pairs: [string, object, object][] = [
  ['app-start', h5AppStart satisfies typeof weappAppStart, weappAppStart satisfies typeof h5AppStart],
  ['bridge/detect', h5Detect satisfies typeof weappDetect, weappDetect satisfies typeof h5Detect],
  ['debug/e2e-handle', h5Debug satisfies typeof weappDebug, weappDebug satisfies typeof h5Debug],
  ['landing-query', h5Landing satisfies typeof weappLanding, weappLanding satisfies typeof h5Landing],
  ['location/geolocation', h5Geo satisfies typeof weappGeo, weappGeo satisfies typeof h5Geo],
  ['request/read-file', h5ReadFile satisfies typeof weappReadFile, weappReadFile satisfies typeof h5ReadFile],
  ['request/request-controller', h5Controller satisfies typeof weappController, weappController satisfies typeof h5Controller],
  ['runtime', h5Runtime satisfies typeof weappRuntime, weappRuntime satisfies typeof h5Runtime],
]

test.each(pairs)('%s: the mini-program file exports what the H5 file does', (_name, h5, weapp) => {
  expect(Object.keys(weapp).sort()).toEqual(Object.keys(h5).sort())
})

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
})
