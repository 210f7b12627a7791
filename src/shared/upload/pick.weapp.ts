import Taro from '@tarojs/taro'
import type { PickedImage } from './limits'
import { isCancel, sourceTypes, type ImageSource } from './source'

/**
 * Mini-program: chooseMedia (chooseImage is deprecated) with WeChat's own compression. Temp
 * paths carry the extension, which tells the type. Resolves [] when the user closes the picker.
 */
export async function pickImages(count: number, source: ImageSource): Promise<PickedImage[]> {
  try {
    const res = await Taro.chooseMedia({ count, mediaType: ['image'], sourceType: sourceTypes(source), sizeType: ['compressed'] })
    return res.tempFiles.map((f) => ({ path: f.tempFilePath, size: f.size, type: '' }))
  } catch (error) {
    if (isCancel(error)) return []
    throw error
  }
}
