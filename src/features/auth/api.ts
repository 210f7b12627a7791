import type { AppRegisterBody, AppRegisterResult } from '@api/uaa'
import { request } from '@/core/request'

/**
 * POST /api/v1/app/account/register (domain `uaa`): an account of the brand app for a phone
 * proven by the SMS code, once per `requestId` (a retry after a time-out sends the same one and
 * gets the first registration back). 409 when the phone has one already; the screen sends the
 * user to login then, so the request layer does not toast it.
 */
// marks nothing: an account of the brand app, which no read of this app shows; logging in afterwards forgets every read
export function registerAppAccount(body: AppRegisterBody): Promise<AppRegisterResult> {
  return request<AppRegisterResult>({ domain: 'uaa', method: 'POST', path: '/api/v1/app/account/register', data: body, auth: false, toast: false })
}
