import { DownloadScreen } from '@/features/app-download'

/** Download the brand app: the store link for this device, from the tenant's front-end config. */
export default function BusinDownloadPage() {
  return <DownloadScreen />
}
