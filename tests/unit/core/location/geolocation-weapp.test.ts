// The mini-program's device fix (geolocation.weapp.ts) and what locate makes of a refusal: the
// spec's 'network error' either way, marked `refused` when the user declined (WeChat's privacy
// authorization, errno 104, or the location permission), so the screen can say why.
import Taro from '@tarojs/taro'
import { getDeviceFix } from '@/core/location/geolocation.weapp'
import { isRefusedFix } from '@/core/location/refused'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getLocation: jest.fn() } }))

const getLocation = jest.mocked(Taro.getLocation)

test('a fix is GCJ-02 as WeChat gives it', async () => {
  getLocation.mockResolvedValue({ latitude: 31.23, longitude: 121.47 } as never)
  await expect(getDeviceFix()).resolves.toEqual({ position: { latitude: 31.23, longitude: 121.47 }, coordType: 'gcj02' })
  expect(getLocation).toHaveBeenCalledWith({ type: 'gcj02' })
})

test.each([
  [{ errMsg: 'getLocation:fail privacy permission is not authorized', errno: 104 }, true],
  [{ errMsg: 'getLocation:fail auth deny' }, true],
  [{ errMsg: 'getLocation:fail:ERROR_NOCELL&WIFI_LOCATIONSWITCHOFF' }, false],
  [new Error('timeout'), false],
])('a failure (%j) is network error, refused: %s', async (failure, refused) => {
  getLocation.mockRejectedValue(failure)
  const error = await getDeviceFix().catch((e: unknown) => e)
  expect(error).toMatchObject({ message: 'network error' })
  expect(isRefusedFix(error)).toBe(refused)
})
