/** H5: a chosen file is a blob: URL; reading it proves it is still there (read-file.weapp.ts: the file system). */
export async function readFile(filePath: string): Promise<void> {
  const res = await fetch(filePath)
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  await res.blob()
}
