import Taro from '@tarojs/taro'

/** Mini-program: the temp file must still be on the file system (throws when it is not). */
export async function readFile(filePath: string): Promise<void> {
  Taro.getFileSystemManager().accessSync(filePath)
}
