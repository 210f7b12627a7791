import { useToken } from '@/core/session'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { otherBrandsQuery } from '../queries'
import { AddForm } from './add-form'

/** 添加车辆: a car of another brand; a guest is asked to log in first. */
export function OtherCarAddScreen() {
  const brands = useQuery(otherBrandsQuery, Boolean(useToken()) && [])
  return (
    <Screen login='登录后添加其他品牌车辆' load={brands}>
      {brands.data && <AddForm brands={brands.data} />}
    </Screen>
  )
}
