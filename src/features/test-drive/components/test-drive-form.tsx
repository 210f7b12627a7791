import { Text, View } from '@tarojs/components'
import { ChipsField, FormField, lookOf, PhoneField, TextField } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { NAME_MAX, REMARK_MAX, type TestDriveDraft } from '../draft'
import { TIME_SLOTS, bookableDays, slotOpen } from '../schedule'
import type { TestDriveFormState as Form } from '../use-test-drive-form'
import './test-drive-form.scss'

const SECTION = lookOf('td-section')
const LINE = lookOf('td-field')

export interface DealerOption {
  dealerCode: string
  dealerName: string
  address: string
  distanceText: string
}

export interface TestDriveFormProps {
  form: Form
  /** Every change goes through the page: picking a dealer also saves it for the dealer pages. */
  onChange: (patch: Partial<TestDriveDraft>) => void
  models: { id: number; name: string }[]
  /** The city is a proposal and the first fix is under way: 定位中… beside it. */
  locating?: boolean
  onPickCity: () => void
  dealers: DealerOption[]
  dealersState: 'idle' | 'loading' | 'error' | 'ready'
  onRetryDealers: () => void
  onSubmit: () => void
}

/** The booking form: model, city, dealer, day and time, name and phone. */
export function TestDriveForm(p: TestDriveFormProps) {
  const { form, onChange } = p
  const { values: draft, errors } = form
  const days = bookableDays()
  const slots = TIME_SLOTS.map((s) => ({ value: s, label: s, disabled: !!draft.date && !slotOpen(draft.date, s) }))

  return (
    <View className='td-form'>
      <ChipsField
        look={SECTION}
        label='试驾车型'
        error={errors.vehicleTypeId}
        options={p.models.map((m) => ({ value: String(m.id), label: m.name }))}
        value={draft.vehicleTypeId ? String(draft.vehicleTypeId) : null}
        onChange={(v) => onChange({ vehicleTypeId: Number(v) })}
      />

      <FormField
        look={SECTION}
        stacked
        label='试驾城市'
        error={errors.city}
        extra={
          <View className='td-form__link' role='button' onClick={p.onPickCity}>
            {draft.city ? '更换' : '选择'}
          </View>
        }
      >
        <View className='td-form__value' role='button' onClick={p.onPickCity}>
          {draft.city ? `${draft.city.provinceName === draft.city.cityName ? '' : draft.city.provinceName} ${draft.city.cityName}`.trim() : '请选择城市'}
        </View>
        {p.locating && <Text className='td-form__muted'>定位中…</Text>}
      </FormField>

      <FormField look={SECTION} stacked label='试驾门店' error={errors.dealerCode}>
        {p.dealersState === 'loading' && <Text className='td-form__muted'>门店加载中…</Text>}
        {p.dealersState === 'idle' && <Text className='td-form__muted'>请先选择城市</Text>}
        {p.dealersState === 'error' && (
          <View className='td-form__inline-error' role='alert'>
            <Text>门店加载失败</Text>
            <View className='td-form__link' role='button' onClick={p.onRetryDealers}>
              重试
            </View>
          </View>
        )}
        {p.dealersState === 'ready' && !p.dealers.length && <Text className='td-form__muted'>该城市暂无门店，请换一个城市</Text>}
        {p.dealersState === 'ready' &&
          p.dealers.map((d, i) => {
            const on = d.dealerCode === draft.dealerCode
            return (
              <View key={d.dealerCode} className={`td-form__dealer${on ? ' td-form__dealer--on' : ''}`} role='radio' aria-checked={on} onClick={() => onChange({ dealerCode: d.dealerCode })}>
                <View className='td-form__dealer-text'>
                  <Text className='td-form__dealer-name'>
                    {d.dealerName}
                    {i === 0 && p.dealers.length > 1 ? '（离我最近）' : ''}
                  </Text>
                  <Text className='td-form__dealer-addr'>{d.address}</Text>
                </View>
                <Text className='td-form__dealer-km'>{d.distanceText}</Text>
              </View>
            )
          })}
      </FormField>

      <ChipsField look={SECTION} label='试驾日期' row error={errors.date} options={days.map((d) => ({ value: d.value, label: d.label, sub: d.sub }))} value={draft.date} onChange={(date) => onChange({ date })} />

      <ChipsField look={SECTION} label='试驾时间' error={errors.slot} options={slots} value={draft.slot} onChange={(slot) => onChange({ slot })} />

      {/* One message for the two lines, the name's first. */}
      <FormField look={SECTION} stacked label='联系人' error={errors.name ?? errors.mobile}>
        <TextField look={LINE} className='td-form__name' label='姓名' value={draft.name} maxlength={NAME_MAX} placeholder='请输入您的姓名' onChange={(name) => onChange({ name })} />
        <PhoneField look={LINE} className='td-form__mobile' value={draft.mobile} onChange={(mobile) => onChange({ mobile })} />
      </FormField>

      <TextField look={SECTION} stacked className='td-form__remark' label='备注（选填）' error={errors.remark} value={draft.remark} maxlength={REMARK_MAX} placeholder='想重点体验的功能、方便联系的时间等' onChange={(remark) => onChange({ remark })} />

      <SubmitBar form={form} onSubmit={p.onSubmit} className='td-form__submit'>
        提交预约
      </SubmitBar>
    </View>
  )
}
