import { CreatorApplyScreen } from '@/features/creator'

/** 绑定账号: apply to become a creator with external accounts; then where the application stands. */
export default function CreatorCreatePage() {
  return <CreatorApplyScreen />
}
