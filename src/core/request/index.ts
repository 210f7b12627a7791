export { request } from './request'
export { newRequestId } from './request-id'
export { upload } from './upload'
export { download } from './download'
export { RequestError, isNotFound, isRequestError, type RequestErrorKind } from './error'
export { createAbort, type AbortHandle } from './abort'
export { configureRequest, resetRequestDeps, type RequestDeps } from './deps'
export { readEnvelope } from './settle'
export { rawGet, type RawGetOptions, type RawResponse } from './raw'
export { quietly, quietlyOrFalse } from './quietly'
export type { Transport, TransportRequest, TransportResponse, TransportUpload, TransportDownload } from './transport'
export type {
  AbortSignalLike,
  ContentType,
  Domain,
  DownloadOptions,
  DownloadResult,
  Envelope,
  Method,
  Query,
  RequestOptions,
  UploadOptions,
} from './types'
