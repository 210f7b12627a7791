import { Button, Input, Text, View } from '@tarojs/components'
import { NAME_MAX, REMARK_MAX, type DraftErrors, type TestDriveDraft } from '../draft'
import { TIME_SLOTS, bookableDays, slotOpen } from '../schedule'
import { ChoiceChips } from './choice-chips'
import { FormSection } from './form-section'
import './test-drive-form.scss'

export interface DealerOption {
  dealerCode: string
  dealerName: string
  address: string
  distanceText: string
}

export interface TestDriveFormProps {
  draft: TestDriveDraft
  errors: DraftErrors
  onChange: (patch: Partial<TestDriveDraft>) => void
  models: { id: number; name: string }[]
  onPickCity: () => void
  dealers: DealerOption[]
  dealersState: 'idle' | 'loading' | 'error' | 'ready'
  onRetryDealers: () => void
  submitting: boolean
  submitError: string
  onSubmit: () => void
}

/** The booking form: model, city, dealer, day and time, name and phone. */
export function TestDriveForm(p: TestDriveFormProps) {
  const { draft, errors, onChange } = p
  const days = bookableDays()
  const slots = TIME_SLOTS.map((s) => ({ value: s, label: s, disabled: !!draft.date && !slotOpen(draft.date, s) }))

  return (
    <View className='td-form'>
      <FormSection title='试驾车型' error={errors.vehicleTypeId}>
        <ChoiceChips
          name='试驾车型'
          options={p.models.map((m) => ({ value: String(m.id), label: m.name }))}
          value={draft.vehicleTypeId ? String(draft.vehicleTypeId) : null}
          onChange={(v) => onChange({ vehicleTypeId: Number(v) })}
        />
      </FormSection>

      <FormSection
        title='试驾城市'
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
      </FormSection>

      <FormSection title='试驾门店' error={errors.dealerCode}>
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
      </FormSection>

      <FormSection title='试驾日期' error={errors.date}>
        <ChoiceChips name='试驾日期' row options={days.map((d) => ({ value: d.value, label: d.label, sub: d.sub }))} value={draft.date} onChange={(date) => onChange({ date })} />
      </FormSection>

      <FormSection title='试驾时间' error={errors.slot}>
        <ChoiceChips name='试驾时间' options={slots} value={draft.slot} onChange={(slot) => onChange({ slot })} />
      </FormSection>

      <FormSection title='联系人' error={errors.name ?? errors.mobile}>
        <View className='td-form__field'>
          <Text className='td-form__label'>姓名</Text>
          <Input className='td-form__input td-form__name' value={draft.name} maxlength={NAME_MAX} placeholder='请输入您的姓名' onInput={(e) => onChange({ name: e.detail.value })} />
        </View>
        <View className='td-form__field'>
          <Text className='td-form__label'>手机号</Text>
          <Input className='td-form__input td-form__mobile' type='number' value={draft.mobile} maxlength={11} placeholder='请输入手机号' onInput={(e) => onChange({ mobile: e.detail.value })} />
        </View>
      </FormSection>

      <FormSection title='备注（选填）' error={errors.remark}>
        <Input className='td-form__input td-form__remark' value={draft.remark} maxlength={REMARK_MAX} placeholder='想重点体验的功能、方便联系的时间等' onInput={(e) => onChange({ remark: e.detail.value })} />
      </FormSection>

      {p.submitError && (
        <View className='td-form__submit-error' role='alert'>
          提交失败：{p.submitError}。您填写的内容已保留，请稍后重试。
        </View>
      )}
      <Button className='td-form__submit' loading={p.submitting || undefined} disabled={p.submitting || undefined} onClick={p.onSubmit}>
        {p.submitting ? '提交中…' : '提交预约'}
      </Button>
    </View>
  )
}
