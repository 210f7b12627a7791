import { OtherCarScreen } from '@/features/other-car'

/** 其他品牌活动: my cars of other brands (add, delete) and the trade-in and owner activities open to them. */
export default function OtherCarPage() {
  return <OtherCarScreen />
}
