import Taro from '@tarojs/taro'
import { toast } from '@/shared/toast'
import { isPrivacyRefusal } from '@/utils/privacy-refusal'

const ALBUM_SCOPE = 'scope.writePhotosAlbum'

const errMsg = (error: unknown) => String((error as { errMsg?: string } | undefined)?.errMsg ?? '')
/** WeChat says 'auth deny' (refused now or before) or 'authorize no response'. */
export const isRefusal = (error: unknown) => /auth|deny|denied|permission/i.test(errMsg(error))
const isCancel = (error: unknown) => /cancel/i.test(errMsg(error))

/**
 * Mini-program: saves an image to the phone's album. Once refused, WeChat never asks again, so
 * a refusal is explained in a modal that leads to the settings page; allowed there, the image
 * is saved at once. A refused privacy authorization is only told (WeChat asks again on the next
 * save). Resolves true when saved.
 */
export async function saveToAlbum(filePath: string, askedForSetting = false): Promise<boolean> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    toast('已保存到相册')
    return true
  } catch (error) {
    // The privacy authorization refused: the settings page cannot change that; the next tap asks again.
    if (isPrivacyRefusal(error)) {
      toast('需要相册权限才能保存海报，请再次保存并同意隐私保护提示')
      return false
    }
    if (isRefusal(error) && !askedForSetting) return explainAndRetry(filePath)
    if (!isCancel(error)) toast('保存失败，请稍后重试')
    return false
  }
}

async function explainAndRetry(filePath: string): Promise<boolean> {
  const { confirm } = await Taro.showModal({
    title: '需要相册权限',
    content: '保存海报需要使用你的相册，请在设置中打开“添加到相册”后再保存',
    confirmText: '去设置',
    cancelText: '暂不',
  })
  if (!confirm) return false
  const { authSetting } = await Taro.openSetting()
  return authSetting[ALBUM_SCOPE] ? saveToAlbum(filePath, true) : false
}
