import { ServiceProgressListScreen } from '@/features/service-progress'

/** 服务进度: my service orders. */
export default function ServiceProgressListPage() {
  return <ServiceProgressListScreen />
}
