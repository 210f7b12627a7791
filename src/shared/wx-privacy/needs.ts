// What each privacy API of WeChat (eventInfo.referrer) is used for in this app, in the words of
// the popup: the information and why. The privacy policy says the same at length.

export interface PrivacyNeed {
  /** 位置信息, 相册和相机... */
  info: string
  why: string
}

const NEEDS: Record<string, PrivacyNeed> = {
  getLocation: { info: '位置信息', why: '显示附近的门店与充电桩，并计算距离' },
  chooseMedia: { info: '相册和相机', why: '选择或拍摄你要上传的图片、视频' },
  chooseImage: { info: '相册和相机', why: '选择或拍摄你要上传的图片' },
  saveImageToPhotosAlbum: { info: '相册', why: '把海报保存到你的相册' },
  setClipboardData: { info: '剪切板', why: '复制链接或文字' },
  getClipboardData: { info: '剪切板', why: '读取你复制的内容' },
  getPhoneNumber: { info: '手机号', why: '登录并接收服务通知' },
}
NEEDS.getFuzzyLocation = NEEDS.getLocation
NEEDS.startLocationUpdate = NEEDS.getLocation

/** What the API that asked needs, or a general line for one this app does not name. */
export const needOf = (referrer: string): PrivacyNeed => NEEDS[referrer] ?? { info: '个人信息', why: '完成你正在使用的功能' }
