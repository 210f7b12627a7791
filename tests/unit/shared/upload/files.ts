import * as fileInput from '@/shared/upload/file-input'

/**
 * Answers the next file inputs with these files (size in bytes, MIME type, name), as if the
 * user picked them; each becomes `blob:<name>` (jsdom has no URL.createObjectURL).
 */
export function pickFiles(files: { size: number; type: string; name: string }[]) {
  ;(URL as { createObjectURL?: (f: File) => string }).createObjectURL = (f: File) => `blob:${f.name}`
  return jest.spyOn(fileInput, 'openFileInput').mockResolvedValue(files.map((f) => new File(['x'.repeat(f.size)], f.name, { type: f.type })))
}
