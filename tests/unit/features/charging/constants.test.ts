// The app keeps its own copies of the server's constants (the bundle cannot import values from
// types/api); these hold them to the server's.
import * as server from '@api/charging'
import * as app from '@/features/charging/constants'

test('symptoms, contact times, limits and plans are the server\'s', () => {
  expect(app.REPAIR_SYMPTOMS).toEqual(server.REPAIR_SYMPTOMS)
  expect(app.CONTACT_TIMES).toEqual(server.CONTACT_TIMES)
  expect(app.REPAIR_DESCRIPTION_MAX).toBe(server.REPAIR_DESCRIPTION_MAX)
  expect(app.REPAIR_PHOTOS_MAX).toBe(server.REPAIR_PHOTOS_MAX)
  expect(app.APPLICATION_PLAN).toEqual(server.APPLICATION_PLAN)
  expect(app.REPAIR_PLAN).toEqual(server.REPAIR_PLAN)
  expect(Object.keys(app.PARKING_LABELS)).toEqual([...server.PARKING_KINDS])
  expect(app.INSTALL_DAYS_OFFERED).toBeLessThanOrEqual(server.INSTALL_DAYS_AHEAD)
})

test('every status has its Chinese name', () => {
  expect(Object.values(app.APPLICATION_STATUS_TEXT)).toEqual(['已提交', '已勘测', '安装中', '已安装', '已驳回', '已取消'])
  expect(Object.values(app.REPAIR_STATUS_TEXT)).toEqual(['待受理', '已派单', '维修中', '已修复'])
})
