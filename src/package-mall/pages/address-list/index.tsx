import { NotBuiltYet } from '@/shared/not-built-yet'

export default function Page() {
  return <NotBuiltYet />
}
