import Taro from '@tarojs/taro'
import type { PickedImage } from './limits'
import { needsShrink } from './shrink-plan'

const QUALITY = 80

function fileSize(filePath: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    Taro.getFileSystemManager().getFileInfo({ filePath, success: (r) => resolve(r.size), fail: () => resolve(undefined) })
  })
}

/**
 * Mini-program: chooseMedia has compressed already; a photo still large goes through WeChat's
 * compressImage once more. Anything that fails keeps the original.
 */
export async function shrinkImage(img: PickedImage): Promise<PickedImage> {
  if (!needsShrink(img)) return img
  try {
    const { tempFilePath } = await Taro.compressImage({ src: img.path, quality: QUALITY })
    const size = await fileSize(tempFilePath)
    return size !== undefined && size < img.size ? { ...img, path: tempFilePath, size } : img
  } catch {
    return img
  }
}
