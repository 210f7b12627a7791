import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import { RequestError, toTransportError } from './error'
import type { Transport, TransportDownload, TransportRequest, TransportResponse, TransportUpload } from './transport'
import type { AbortSignalLike } from './types'

const isH5 = process.env.TARO_ENV === 'h5'

interface Abortable {
  abort?: () => void
}

/** Ties our signal to a Taro task (mini-program) or a DOM AbortController (H5 fetch). */
function linkAbort(signal: AbortSignalLike, task: Abortable | undefined, controller?: AbortController): void {
  const onAbort = () => {
    controller?.abort()
    task?.abort?.()
  }
  if (signal.aborted) onAbort()
  else signal.addEventListener('abort', onAbort)
}

function request(req: TransportRequest): Promise<TransportResponse> {
  // H5 Taro.request only honours an external signal; it has no task.abort once one is passed.
  const controller = isH5 && typeof AbortController !== 'undefined' ? new AbortController() : undefined
  const task = Taro.request({
    url: req.url,
    method: req.method as keyof Taro.request.Method,
    header: req.header,
    data: req.data,
    timeout: req.timeout,
    // Raw text: the request layer parses it, so malformed JSON is seen instead of becoming null.
    dataType: 'text',
    responseType: 'text',
    ...(controller ? { signal: controller.signal } : {}),
  })
  linkAbort(req.signal, task as Abortable, controller)
  return Promise.resolve(task).then(
    (res) => ({ statusCode: res.statusCode, data: res.data, header: res.header as Record<string, string> }),
    (error: unknown) => Promise.reject(toTransportError(error)),
  )
}

/** Spec §8 'file error': checked before sending, because Taro reports it like a network error. */
async function assertReadable(filePath: string): Promise<void> {
  try {
    if (isH5) {
      const res = await fetch(filePath)
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      await res.blob()
    } else {
      Taro.getFileSystemManager().accessSync(filePath)
    }
  } catch {
    throw new RequestError('file', MESSAGES.FILE_ERROR)
  }
}

async function upload(req: TransportUpload): Promise<TransportResponse> {
  await assertReadable(req.filePath)
  const task = Taro.uploadFile({
    url: req.url,
    filePath: req.filePath,
    name: req.name,
    header: req.header,
    formData: req.formData,
    timeout: req.timeout,
  })
  linkAbort(req.signal, task as unknown as Abortable)
  return Promise.resolve(task).then(
    (res) => ({ statusCode: res.statusCode, data: res.data }),
    (error: unknown) => Promise.reject(toTransportError(error)),
  )
}

function download(req: TransportDownload) {
  const task = Taro.downloadFile({ url: req.url, header: req.header, timeout: req.timeout })
  linkAbort(req.signal, task as unknown as Abortable)
  return Promise.resolve(task).then(
    (res) => ({ statusCode: res.statusCode, tempFilePath: res.tempFilePath }),
    (error: unknown) => Promise.reject(toTransportError(error)),
  )
}

export const taroTransport: Transport = { request, upload, download }
