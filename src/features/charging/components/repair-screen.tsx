import type { ChargingPile } from '@api/charging'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { goBackTo, openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { ChipsField, DRAFTS, ImageField, PickerField, TextareaField, toastFirstError, useForm } from '@/shared/form'
import { Screen } from '@/shared/screen'
import { SubmitBar } from '@/shared/submit-bar'
import { useQuery } from '@/shared/use-load'
import { toast } from '@/shared/toast'
import { unbroken } from '@/utils'
import { reportRepair } from '../api'
import { chargingPilesQuery } from '../queries'
import { CONTACT_TIMES, REPAIR_DESCRIPTION_MAX, REPAIR_PHOTOS_MAX, REPAIR_SYMPTOMS } from '../constants'
import { EMPTY_REPAIR, REPAIR_RULES, toRepairBody, type RepairDraft } from '../repair-draft'
import './application-form.scss'
import './repair-screen.scss'

const SYMPTOMS = REPAIR_SYMPTOMS.map((s) => ({ value: s, label: s }))
const TIMES = CONTACT_TIMES.map((s) => ({ value: s, label: s }))

function RepairForm({ piles }: { piles: ChargingPile[] }) {
  // One pile is the obvious choice.
  const form = useForm({ initial: { ...EMPTY_REPAIR, pileId: piles.length === 1 ? piles[0].id : undefined }, rules: REPAIR_RULES, onInvalid: toastFirstError, draft: DRAFTS.chargingRepair })
  const { values: d, errors, set } = form
  const submit = () =>
    void form.submit(async (draft, requestId) => {
      await reportRepair(toRepairBody(draft), requestId)
      toast('报修已提交', 'success')
      // Back to the list when the form was opened from it, else the list in the form's place.
      await goBackTo(paths.chargingList())
    })
  return (
    <View className='charging-form'>
      <View className='charging-form__group'>
        <PickerField
          className='charging-repair__pile'
          label='报修充电桩'
          required
          placeholder='请选择充电桩'
          options={piles.map((p) => ({ value: p.id, label: `${p.plate} · ${unbroken(p.pileNo)}`, hint: p.address }))}
          value={d.pileId}
          error={errors.pileId}
          onChange={(pileId) => set({ pileId })}
        />
        <ChipsField className='charging-repair__symptom' label='故障现象' required options={SYMPTOMS} value={d.symptom} error={errors.symptom} onChange={(symptom) => set({ symptom: symptom as RepairDraft['symptom'] })} />
        <TextareaField
          className='charging-repair__description'
          label='故障描述'
          required
          value={d.description}
          maxlength={REPAIR_DESCRIPTION_MAX}
          placeholder='请描述故障出现的时间、现象和频率，方便师傅提前准备配件'
          error={errors.description}
          onChange={(description) => set({ description })}
        />
        <ImageField uploads={form.uploads} className='charging-repair__photos' label='故障照片（选填）' addLabel='添加照片' max={REPAIR_PHOTOS_MAX} value={d.photos} onChange={(photos) => set({ photos })} />
        <ChipsField className='charging-repair__time' label='方便联系时间' required options={TIMES} value={d.contactTime} error={errors.contactTime} onChange={(contactTime) => set({ contactTime: contactTime as RepairDraft['contactTime'] })} />
      </View>
      <SubmitBar form={form} onSubmit={submit} className='charging-form__submit'>
        提交报修
      </SubmitBar>
    </View>
  )
}

function NoPile() {
  return (
    <View className='charging-repair__empty'>
      <Text className='charging-repair__empty-text'>您还没有已安装的家用充电桩，安装完成后可在这里报修</Text>
      <Button className='charging-repair__apply' variant='primary' onClick={() => void openPage(paths.chargingNotice())}>
        申请安装充电桩
      </Button>
    </View>
  )
}

function Piles() {
  const piles = useQuery(chargingPilesQuery, [])
  return (
    <Screen load={piles}>
      {piles.data && (piles.data.length ? <RepairForm piles={piles.data} /> : <NoPile />)}
    </Screen>
  )
}

/** Repair report of an installed home pile (the route's title stays 私桩安装报备). */
export function ChargingRepairScreen() {
  const token = useToken()
  return token ? <Piles /> : <Screen login='登录后报修家用充电桩' />
}
