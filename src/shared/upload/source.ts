/** Where pictures come from: the camera, the album, or a choice between them (the default). */
export type ImageSource = 'camera' | 'album' | 'both'

/** Where a video comes from: 拍摄 or 从相册选择 (each its own button). */
export type VideoSource = 'camera' | 'album'

export const sourceTypes = (source: ImageSource): ('album' | 'camera')[] =>
  source === 'both' ? ['album', 'camera'] : [source]

/** Closing the picker is no error: nothing was chosen. */
export function isCancel(error: unknown): boolean {
  const message = (error as { errMsg?: string } | undefined)?.errMsg ?? ''
  return /cancel|abort/i.test(message)
}
