import Taro from '@tarojs/taro'

/**
 * Lets the user pick one of a few ways on (the system's action sheet): the index picked, null when
 * dismissed. Apart from the confirm dialogs, which every page may load: Taro's H5 sheet is its own
 * code, loaded only by the pages that offer a choice (paying in H5).
 */
export async function chooseAction(items: string[]): Promise<number | null> {
  try {
    const { tapIndex } = await Taro.showActionSheet({ itemList: items })
    return tapIndex
  } catch {
    return null
  }
}
