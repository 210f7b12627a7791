import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { TestDrive } from '@api/lead'
import { switchTab } from '@/core/navigation'
import { findRoute, paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { useSubscribe } from '@/shared/subscribe'
import { CitySheet, LocationHint, useRestoreSaved } from '@/features/dealer'
import { submitTestDrive, SuccessView, type TestDriveDraft, TestDriveForm, toBody, useTestDriveForm } from '@/features/test-drive'
import { useVehicleTypes } from '@/entities/vehicle'
import { useTestDrivePage } from './use-test-drive-page'

/** Test-drive booking: model, city, dealer, day and time, name and phone; then a success view. */
export default function TestDrivePage() {
  const { params, path } = useRouter()
  useRestoreSaved(params.type)
  const models = useVehicleTypes()
  const form = useTestDriveForm()
  const page = useTestDrivePage(params.vehicleTypeId, form)
  const [picking, setPicking] = useState(false)
  const [booking, setBooking] = useState<TestDrive | null>(null)
  const subscribe = useSubscribe('testDrive')

  const book = async () => {
    // A failure is shown by the form (form.failure); the draft stays as typed. The same tap asks
    // WeChat for the booking's message (the mini-program only), recorded for the new booking.
    const ok = await form.submit(async (draft, requestId) => setBooking(await subscribe(submitTestDrive(toBody(draft), requestId), (b) => b.id)))
    if (ok) form.reset()
  }

  const change = (patch: Partial<TestDriveDraft>) => {
    if (patch.dealerCode) page.pickDealer(patch.dealerCode)
    else form.set(patch)
  }

  if (booking) {
    return (
      <Screen title={findRoute(path)?.title}>
        <SuccessView booking={booking} onHome={() => void switchTab(paths.carTab())} onAgain={() => setBooking(null)} />
      </Screen>
    )
  }

  return (
    <Screen title={findRoute(path)?.title} load={models.load}>
      <LocationHint hint={page.located.hint} onChangeCity={() => setPicking(true)} />
      <TestDriveForm
        form={form}
        onChange={change}
        models={models.types}
        locating={page.locating}
        onPickCity={() => setPicking(true)}
        dealers={page.options}
        dealersState={page.dealersState}
        onRetryDealers={() => void page.reloadDealers()}
        onSubmit={() => void book()}
      />
      {picking && (
        <CitySheet
          onClose={() => setPicking(false)}
          onPick={(city) => {
            form.set({ city, dealerCode: null })
            setPicking(false)
          }}
        />
      )}
    </Screen>
  )
}
