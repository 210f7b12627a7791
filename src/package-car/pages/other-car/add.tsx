import { OtherCarAddScreen } from '@/features/other-car'

/** 添加车辆: brand, model, plate, VIN, purchase date and driving-licence photo of a car of another brand. */
export default function OtherCarAddPage() {
  return <OtherCarAddScreen />
}
