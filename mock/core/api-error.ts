// One error type for every refusal a handler makes; the error handler turns it into the
// envelope with HTTP status = body status (except 601, which real backends send with 200).
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly httpStatus: number = status >= 400 && status < 600 ? status : 200,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string) => new ApiError(400, message)
export const notFound = (message: string) => new ApiError(404, message)
export const conflict = (message: string) => new ApiError(409, message)
export const forbidden = (message: string) => new ApiError(403, message)
export const unauthorized = () => new ApiError(401, '未登录')
export const expired = () => new ApiError(601, '登录已过期，请重新登录', 200)

/** Find a row or answer 404 with a Chinese message naming what was not found. */
export function must<T>(row: T | undefined | null, what: string): T {
  if (row === undefined || row === null) throw notFound(`${what}不存在`)
  return row
}
