import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import { RequestError, toTransportError } from './error'
import { readFile } from './read-file'
import { linkAbort, type Abortable } from './link-abort'
import type { TransportDownload, TransportResponse, TransportUpload } from './transport'

/**
 * The app signs in by token (spec §7), never by cookie. Taro's H5 upload and download send
 * cookies by default, and a browser then refuses any cross-origin answer whose CORS headers do
 * not allow credentials: every H5 upload failed as a network error. The mini-program ignores it.
 */
const NO_COOKIES = false

/** Spec §8 'file error': checked before sending, because Taro reports it like a network error. */
async function assertReadable(filePath: string): Promise<void> {
  try {
    await readFile(filePath)
  } catch {
    throw new RequestError('file', MESSAGES.FILE_ERROR)
  }
}

export async function upload(req: TransportUpload): Promise<TransportResponse> {
  await assertReadable(req.filePath)
  const task = Taro.uploadFile({
    url: req.url,
    filePath: req.filePath,
    name: req.name,
    fileName: req.fileName,
    header: req.header,
    formData: req.formData,
    timeout: req.timeout,
    withCredentials: NO_COOKIES,
  })
  linkAbort(req.signal, task as unknown as Abortable)
  const onProgress = req.onProgress
  if (onProgress) task.onProgressUpdate?.((p) => onProgress(p.progress))
  return Promise.resolve(task).then(
    (res) => ({ statusCode: res.statusCode, data: res.data }),
    (error: unknown) => Promise.reject(toTransportError(error)),
  )
}

export function download(req: TransportDownload) {
  const task = Taro.downloadFile({ url: req.url, header: req.header, timeout: req.timeout, withCredentials: NO_COOKIES })
  linkAbort(req.signal, task as unknown as Abortable)
  return Promise.resolve(task).then(
    (res) => ({ statusCode: res.statusCode, tempFilePath: res.tempFilePath }),
    (error: unknown) => Promise.reject(toTransportError(error)),
  )
}
