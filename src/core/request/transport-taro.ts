import Taro from '@tarojs/taro'
import { toTransportError } from './error'
import { loadFileTransport } from './file-transport'
import { linkAbort, type Abortable } from './link-abort'
import { requestController } from './request-controller'
import type { Transport, TransportRequest, TransportResponse } from './transport'

function request(req: TransportRequest): Promise<TransportResponse> {
  const controller = requestController()
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

export const taroTransport: Transport = {
  request,
  upload: (req) => loadFileTransport().then((files) => files.upload(req)),
  download: (req) => loadFileTransport().then((files) => files.download(req)),
}
