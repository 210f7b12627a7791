import Taro from '@tarojs/taro'
import { isCancel, type VideoSource } from './source'
import { VIDEO_LIMITS, type PickedVideo } from './video-limits'

/**
 * Mini-program: chooseMedia for one video, the camera capped at the server's length. WeChat
 * tells its length, size, picture size and a thumbnail (the cover when no frame can be
 * decoded). Temp paths carry the extension, which tells the type. Null when the picker is closed.
 */
export async function pickVideo(source: VideoSource): Promise<PickedVideo | null> {
  try {
    const res = await Taro.chooseMedia({ count: 1, mediaType: ['video'], sourceType: [source], maxDuration: VIDEO_LIMITS.maxSeconds, camera: 'back' })
    const f = res.tempFiles[0]
    if (!f) return null
    return { path: f.tempFilePath, size: f.size, type: '', duration: f.duration, thumbPath: f.thumbTempFilePath, width: f.width, height: f.height }
  } catch (error) {
    if (isCancel(error)) return null
    throw error
  }
}
