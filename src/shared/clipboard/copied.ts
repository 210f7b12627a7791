import { MESSAGES } from '@/constants'
import { toast } from '@/shared/toast'

/** H5 says the copy worked; the mini-program shows its own toast (copied.weapp.ts). */
export function showCopied(): void {
  toast(MESSAGES.COPY_OK)
}
