import type { ChargingCar } from '@api/charging'
import { redirectTo } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { DRAFTS, SENSITIVE, toastFirstError, useForm } from '@/shared/form'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { toast } from '@/shared/toast'
import { applyForPile } from '../api'
import { chargingCarsQuery } from '../queries'
import { APPLICATION_RULES, EMPTY_APPLICATION, toApplicationBody, type ApplicationDraft } from '../application-draft'
import { useNoticeAgreed } from '../atoms'
import { ApplicationForm } from './application-form'

function Apply({ cars }: { cars: ChargingCar[] }) {
  const [agreed, setAgreed] = useNoticeAgreed()
  const eligible = cars.filter((c) => !c.blockedReason)
  // One car that may apply is the obvious choice.
  const initial: ApplicationDraft = { ...EMPTY_APPLICATION, agreed, carId: eligible.length === 1 ? eligible[0].id : undefined }
  const form = useForm({ initial, rules: APPLICATION_RULES, onInvalid: toastFirstError, draft: DRAFTS.chargingApplication, sensitive: SENSITIVE.chargingApplication })
  const agree = (next: boolean) => {
    form.set({ agreed: next })
    setAgreed(next)
  }
  const submit = () =>
    void form.submit(async (d, requestId) => {
      const application = await applyForPile(toApplicationBody(d), requestId)
      toast('申请已提交', 'success')
      // The detail takes the form's place: back from it does not reopen a sent form.
      await redirectTo(paths.chargingApplication(application.id))
    })
  return <ApplicationForm form={form} cars={cars} onAgree={agree} onSubmit={submit} />
}

/** 申请信息: the installation application of a home charging pile. */
export function ChargingApplicationScreen() {
  const cars = useQuery(chargingCarsQuery, Boolean(useToken()) && [])
  return (
    <Screen login='登录后申请安装家用充电桩' load={cars}>
      {cars.data && <Apply cars={cars.data} />}
    </Screen>
  )
}
