import type { TestDrive, TestDriveBody } from '@api/lead'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'

/**
 * Books a test drive. Anyone may; with a token it is linked to the account. Never retried. The
 * booking joins my evaluations (its consultant, once driven) and counts on the venue's live board.
 */
export function submitTestDrive(body: TestDriveBody): Promise<TestDrive> {
  return afterWrite(request<TestDrive>({ domain: 'lead', method: 'POST', path: '/web/test-drive/submit', data: body }), AREA.evaluation, AREA.display)
}

/** The signed-in user's bookings, newest first. */
export function getMyTestDrives(): Promise<TestDrive[]> {
  return request<TestDrive[]>({ domain: 'lead', path: '/web/test-drive/mine' })
}
