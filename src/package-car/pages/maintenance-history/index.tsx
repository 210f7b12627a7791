import { MaintenanceHistoryScreen } from '@/features/maintenance'

/** 保养记录: my cars, the next maintenance due, and each car's visits (more at the bottom). */
export default function MaintenanceHistoryPage() {
  return <MaintenanceHistoryScreen />
}
