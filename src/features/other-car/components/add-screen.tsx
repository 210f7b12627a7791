import { useToken } from '@/core/session'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { useLoad } from '@/shared/use-load'
import { getOtherBrands } from '../api'
import { AddForm } from './add-form'

function Add() {
  const brands = useLoad(getOtherBrands, 'other-brands')
  return (
    <PageShell loading={brands.loading && !brands.data} error={!brands.data && brands.error} onRetry={() => void brands.reload()}>
      {brands.data && <AddForm brands={brands.data} />}
    </PageShell>
  )
}

/** 添加车辆: a car of another brand; a guest is asked to log in first. */
export function OtherCarAddScreen() {
  const token = useToken()
  return token ? <Add /> : <PageShell><LoginPrompt text='登录后添加其他品牌车辆' /></PageShell>
}
