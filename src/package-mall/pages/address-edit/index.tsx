import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { AddressForm } from '@/features/address/components/address-form'
import { useAddressForm } from '@/features/address/hooks/use-address-form'
import { PageShell } from '@/shared/page-shell'

/** Add an address, or edit one (`?id=`). */
export default function AddressEditPage() {
  const id = queryId(useRouter().params.id)
  const form = useAddressForm(id)
  return (
    <PageShell title={id ? '编辑地址' : '新增地址'} loading={form.loading} error={form.loadError || undefined} onRetry={() => void form.reload()}>
      <AddressForm form={form} />
    </PageShell>
  )
}
