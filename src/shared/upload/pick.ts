import Taro from '@tarojs/taro'
import type { PickedImage } from './limits'
import { isCancel, sourceTypes, type ImageSource } from './source'

/**
 * H5: Taro's chooseImage opens the file input (with 拍摄 / 从相册选择 on phones) and hands back
 * blob: URLs with the File, whose name and type the upload keeps. Original size: H5 compresses
 * with a canvas itself (shrink.ts). Resolves [] when the user closes the picker.
 */
export async function pickImages(count: number, source: ImageSource): Promise<PickedImage[]> {
  try {
    const res = await Taro.chooseImage({ count, sourceType: sourceTypes(source), sizeType: ['original'] })
    return res.tempFiles.map((f) => ({
      path: f.path,
      size: f.size,
      type: f.type ?? '',
      name: (f.originalFileObj as File | undefined)?.name,
    }))
  } catch (error) {
    if (isCancel(error)) return []
    throw error
  }
}
