/**
 * The one message of a failed send, under every form (the request layer has toasted already;
 * this stays while the user decides). The server's reason when it gave one.
 */
export function sendFailedText(failure: unknown): string {
  const reason = failure instanceof Error && failure.message ? failure.message : '网络异常'
  return `提交失败：${reason}。您填写的内容已保留，可重新提交。`
}
