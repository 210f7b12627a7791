export interface FileInputOptions {
  multiple: boolean
  /** Straight to the camera (phones); otherwise the phone offers camera and album itself. */
  camera: boolean
  /** What the picker offers; default pictures ('image/*'), 'video/*' for a video. */
  accept?: string
}

/**
 * H5: the browser's own file input for pictures (or videos, by `accept`), opened from the tap that asked for it (a
 * browser opens it only inside a user gesture, so nothing may be awaited before this call).
 * Resolves [] when the picker is closed without a choice ('cancel', where the browser says so).
 * Taro's chooseImage does the same behind an action sheet of its own, but pulls a device
 * detection library (~12 KB gzip) into every page that uploads.
 */
export function openFileInput({ multiple, camera, accept = 'image/*' }: FileInputOptions): Promise<File[]> {
  const input = document.createElement('input')
  input.type = 'file'
  input.accept = accept
  input.multiple = multiple
  if (camera) input.setAttribute('capture', 'environment')
  input.style.cssText = 'position:fixed;top:-4000px;left:-3000px'
  document.body.appendChild(input)
  return new Promise<File[]>((resolve) => {
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])))
    input.addEventListener('cancel', () => resolve([]))
    input.click()
  }).finally(() => input.remove())
}
