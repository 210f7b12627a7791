// wx.uploadFile to the dev API server of the test file: the file is one the fake WeChat holds
// (`state.files`, a temp path the test gave to chooseMedia), sent as multipart with its form
// fields, as WeChat sends it.
import { fail, succeed, type ApiOptions } from './callbacks'
import type { RequestRecord } from './wx-request'

export interface TempFile {
  data: Buffer
  type: string
}

export interface UploadDeps {
  base: () => string
  files: Map<string, TempFile>
  log: RequestRecord[]
  onDone: () => void
}

export function makeUploadFile({ base, files, log, onDone }: UploadDeps) {
  return function uploadFile(options: ApiOptions) {
    const file = files.get(String(options.filePath))
    if (!file) return fail(options, 'uploadFile', `no such file ${String(options.filePath)}`)
    const url = new URL(String(options.url))
    const record: RequestRecord = { method: 'POST', path: `${url.pathname}${url.search}`, body: JSON.stringify(options.formData ?? {}), done: false }
    log.push(record)
    const form = new FormData()
    for (const [key, value] of Object.entries((options.formData ?? {}) as Record<string, unknown>)) form.append(key, String(value))
    const name = String(options.filePath).split('/').pop() ?? 'file'
    form.append(String(options.name ?? 'file'), new Blob([file.data], { type: file.type }), name)
    const header = { ...((options.header ?? {}) as Record<string, string>) }
    delete header['content-type']
    delete header['Content-Type']
    void fetch(new URL(record.path, base()), { method: 'POST', headers: header, body: form })
      .then(async (res) => {
        record.status = res.status
        succeed(options, 'uploadFile', { data: await res.text(), statusCode: res.status })
      })
      .catch((error: Error) => fail(options, 'uploadFile', error.message))
      .finally(() => {
        record.done = true
        onDone()
      })
    return { abort: () => undefined, onProgressUpdate: () => undefined, offProgressUpdate: () => undefined }
  }
}
