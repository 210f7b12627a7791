import { MutualInstructionsScreen } from '@/features/mutual-help'

export default function Page() {
  return <MutualInstructionsScreen />
}
