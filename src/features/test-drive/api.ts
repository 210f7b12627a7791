import type { TestDrive, TestDriveBody } from '@api/lead'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'

/**
 * Books a test drive. Anyone may; with a token it is linked to the account. Never retried by
 * itself; a retry of the user's with the same `requestId` is answered with the first booking. The
 * booking joins my evaluations (its consultant, once driven) and counts on the venue's live board.
 */
export function submitTestDrive(body: TestDriveBody, requestId?: string): Promise<TestDrive> {
  return afterWrite(request<TestDrive>({ domain: 'lead', method: 'POST', path: '/web/test-drive/submit', data: body, requestId }), AREA.evaluation, AREA.display)
}

/** The signed-in user's bookings, newest first. */
export function getMyTestDrives(): Promise<TestDrive[]> {
  return request<TestDrive[]>({ domain: 'lead', path: '/web/test-drive/mine' })
}
