import { DataCenterScreen } from '@/features/creator'

export default function DataCenterPage() {
  return <DataCenterScreen />
}
