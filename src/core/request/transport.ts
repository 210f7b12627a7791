import type { AbortSignalLike, DownloadResult, Method } from './types'

/*
 * The wire. The request layer adds tenant hosts, tokens, time-outs and the §8 rules on top;
 * a transport only moves bytes. Production uses Taro (see transport-taro.ts); unit tests pass
 * a fake through `configureRequest({ transport })`.
 *
 * A transport rejects only with a RequestError of kind 'network', 'timeout', 'abort' or 'file'.
 */
export interface TransportRequest {
  url: string
  method: Method
  header: Record<string, string>
  /** Already encoded (JSON text, urlencoded text or plain text). */
  data?: string
  timeout: number
  signal: AbortSignalLike
}

export interface TransportResponse {
  statusCode: number
  /** Raw body: text as received (the request layer parses it), or an already parsed value. */
  data: unknown
  header?: Record<string, string>
}

export interface TransportUpload {
  url: string
  header: Record<string, string>
  filePath: string
  name: string
  fileName?: string
  formData: Record<string, string>
  timeout: number
  signal: AbortSignalLike
  onProgress?: (percent: number) => void
}

export interface TransportDownload {
  url: string
  header: Record<string, string>
  timeout: number
  signal: AbortSignalLike
}

export interface Transport {
  request(req: TransportRequest): Promise<TransportResponse>
  upload(req: TransportUpload): Promise<TransportResponse>
  download(req: TransportDownload): Promise<DownloadResult>
}
