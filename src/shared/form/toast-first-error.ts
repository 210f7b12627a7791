import { toast } from '@/shared/toast'
import type { Errors } from './rules'

/** For forms taller than the screen: the first message also shows where the user is looking. */
export function toastFirstError(errors: Errors): void {
  const first = Object.values(errors).find(Boolean)
  if (first) toast(first)
}
