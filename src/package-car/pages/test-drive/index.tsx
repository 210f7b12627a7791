import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { TestDrive } from '@api/lead'
import { switchTab } from '@/core/navigation'
import { findRoute, paths } from '@/routes'
import { PageShell } from '@/shared/page-shell'
import { useVehicleTypes } from '@/features/car/use-vehicle-types'
import { CitySheet } from '@/features/dealer/components/city-sheet'
import { LocationHint } from '@/features/dealer/components/location-hint'
import { useRestoreSaved } from '@/features/dealer/use-restore'
import { SuccessView } from '@/features/test-drive/components/success-view'
import { TestDriveForm } from '@/features/test-drive/components/test-drive-form'
import { useSubmitTestDrive } from '@/features/test-drive/use-submit'
import { useTestDrivePage } from './use-test-drive-page'

/** Test-drive booking: model, city, dealer, day and time, name and phone; then a success view. */
export default function TestDrivePage() {
  const { params, path } = useRouter()
  useRestoreSaved(params.type)
  const models = useVehicleTypes()
  const page = useTestDrivePage(params.vehicleTypeId)
  const [picking, setPicking] = useState(false)
  const [booking, setBooking] = useState<TestDrive | null>(null)
  const submit = useSubmitTestDrive((done) => {
    setBooking(done)
    page.reset()
  })

  const change = (patch: Parameters<typeof page.update>[0]) => {
    submit.touch(Object.keys(patch))
    if (patch.dealerCode) page.pickDealer(patch.dealerCode)
    else page.update(patch)
  }

  if (booking) {
    return (
      <PageShell title={findRoute(path)?.title}>
        <SuccessView booking={booking} onHome={() => void switchTab(paths.carTab())} onAgain={() => setBooking(null)} />
      </PageShell>
    )
  }

  return (
    <PageShell title={findRoute(path)?.title} loading={models.loading} error={models.error} onRetry={() => void models.reload()}>
      <LocationHint hint={page.located.hint} />
      <TestDriveForm
        draft={page.draft}
        errors={submit.errors}
        onChange={change}
        models={models.types}
        onPickCity={() => setPicking(true)}
        dealers={page.options}
        dealersState={page.dealersState}
        onRetryDealers={() => void page.reloadDealers()}
        submitting={submit.submitting}
        submitError={submit.submitError}
        onSubmit={() => void submit.submit(page.draft)}
      />
      {picking && (
        <CitySheet
          onClose={() => setPicking(false)}
          onPick={(city) => {
            submit.touch(['city', 'dealerCode'])
            page.update({ city, dealerCode: null })
            setPicking(false)
          }}
        />
      )}
    </PageShell>
  )
}
