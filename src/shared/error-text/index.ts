/** What to tell the user about a failed load: the server's message, else a plain Chinese line. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return '网络开小差了，请稍后重试'
}
