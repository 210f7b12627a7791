import { WarrantyScreen } from '@/features/warranty'

/** 终身质保说明: the terms, and whether each of my cars qualifies and why not. */
export default function LifetimeWarrantyPage() {
  return <WarrantyScreen />
}
