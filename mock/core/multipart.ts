// A small multipart/form-data reader for the one upload route; enough for browsers,
// Taro.uploadFile and tests. Refuses anything it cannot read with a 400.
import { badRequest } from './api-error'

export interface FilePart {
  field: string
  filename: string
  contentType: string
  data: Buffer
}
export interface MultipartBody {
  fields: Record<string, string>
  files: FilePart[]
}

export function parseMultipart(contentType: string, body: Buffer): MultipartBody {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  if (!match) throw badRequest('表单数据缺少 boundary')
  const boundary = Buffer.from(`--${match[1] ?? match[2]}`)
  const out: MultipartBody = { fields: {}, files: [] }
  let pos = body.indexOf(boundary)
  if (pos < 0) throw badRequest('表单数据格式不正确')
  for (;;) {
    pos += boundary.length
    if (body.subarray(pos, pos + 2).toString() === '--') return out
    const headerEnd = body.indexOf('\r\n\r\n', pos)
    const next = body.indexOf(boundary, pos)
    if (headerEnd < 0 || next < 0 || headerEnd > next) throw badRequest('表单数据格式不正确')
    const headers = body.subarray(pos, headerEnd).toString('utf8')
    const data = body.subarray(headerEnd + 4, next - 2) // part ends with CRLF before the boundary
    const name = /name="([^"]*)"/i.exec(headers)?.[1]
    if (!name) throw badRequest('表单字段缺少 name')
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1]
    if (filename !== undefined) {
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream'
      out.files.push({ field: name, filename, contentType: type, data: Buffer.from(data) })
    } else {
      out.fields[name] = data.toString('utf8')
    }
    pos = next
  }
}
