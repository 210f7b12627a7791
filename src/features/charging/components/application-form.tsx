import { useState } from 'react'
import type { ChargingCar } from '@api/charging'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { ChipsField, ConsentField, FormField, FORM_LOOK, ImageField, PhoneField, PickerField, TextField, type Form } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { RegionPicker, regionFields, regionLine, regionsOf } from '@/entities/region'
import type { ApplicationDraft, ApplicationField } from '../application-draft'
import { ADDRESS_MAX, CONSENT_PHOTOS_MAX, CONTACT_NAME_MAX, NOTICE_TITLE, PARKING_LABELS } from '../constants'
import { installDays } from '../dates'
import './application-form.scss'

const PARKING = (Object.keys(PARKING_LABELS) as (keyof typeof PARKING_LABELS)[]).map((value) => ({ value, label: PARKING_LABELS[value] }))
const NO_BACKUP = { value: '', label: '不需要备选日期' }

/** The cars that cannot apply, each with why (a fuel car, a pile already, an application open). */
function BlockedCars({ cars }: { cars: ChargingCar[] }) {
  const blocked = cars.filter((c) => c.blockedReason)
  if (blocked.length === 0) return null
  return (
    <View className='charging-form__blocked'>
      {blocked.map((car) => (
        <View key={car.id} className='charging-form__blocked-car'>
          <Text>{`${car.plate} ${car.model}：${car.blockedReason}`}</Text>
          {car.openApplicationId !== null && (
            <View className='charging-form__link' role='link' onClick={() => void openPage(paths.chargingApplication(car.openApplicationId!))}>
              查看申请
            </View>
          )}
        </View>
      ))}
    </View>
  )
}

export interface ApplicationFormProps {
  form: Form<ApplicationDraft, ApplicationField>
  cars: ChargingCar[]
  onAgree: (agreed: boolean) => void
  onSubmit: () => void
}

/** Car, where (region and detail), parking, the property's consent, contact, days, agreement. */
export function ApplicationForm({ form, cars, onAgree, onSubmit }: ApplicationFormProps) {
  const { values: d, errors, set } = form
  const [picking, setPicking] = useState(false)
  const eligible = cars.filter((c) => !c.blockedReason)
  const days = installDays()
  const region = regionLine(d)
  return (
    <View className='charging-form'>
      <View className='charging-form__group'>
        <PickerField
          className='charging-form__car'
          label='申请车辆'
          required
          placeholder='请选择车辆'
          blocked={eligible.length ? undefined : '暂无可申请安装的车辆'}
          options={eligible.map((c) => ({ value: c.id, label: c.plate, hint: c.model }))}
          value={d.carId}
          error={errors.carId}
          onChange={(carId) => set({ carId })}
        />
        <BlockedCars cars={cars} />
      </View>

      <View className='charging-form__group'>
        <FormField className='charging-form__region' label='安装地区' required error={errors.region} onPress={() => setPicking(true)}>
          <Text className={`${FORM_LOOK.value}${region ? '' : ` ${FORM_LOOK.value}--empty`}`}>{region || '请选择省 / 市 / 区'}</Text>
          <Text className={FORM_LOOK.arrow}>›</Text>
        </FormField>
        <TextField className='charging-form__address' label='详细地址' required value={d.address} maxlength={ADDRESS_MAX} placeholder='小区、楼栋、车位号' error={errors.address} onChange={(address) => set({ address })} />
        <ChipsField className='charging-form__parking' label='车位类型' required options={PARKING} value={d.parking} error={errors.parking} onChange={(parking) => set({ parking: parking as ApplicationDraft['parking'] })} />
        <ImageField
          className='charging-form__consent-photos'
          uploads={form.uploads}
          label='物业同意安装证明'
          required
          addLabel='上传照片'
          max={CONSENT_PHOTOS_MAX}
          value={d.consentPhotos}
          error={errors.consentPhotos}
          onChange={(consentPhotos) => set({ consentPhotos })}
        />
      </View>

      <View className='charging-form__group'>
        <TextField className='charging-form__name' label='联系人' required value={d.contactName} maxlength={CONTACT_NAME_MAX} placeholder='请输入联系人姓名' error={errors.contactName} onChange={(contactName) => set({ contactName })} />
        <PhoneField className='charging-form__phone' label='联系电话' required value={d.contactPhone} error={errors.contactPhone} onChange={(contactPhone) => set({ contactPhone })} />
        <PickerField
          className='charging-form__date'
          label='期望安装日期'
          required
          placeholder='请选择日期'
          options={days}
          value={d.preferredDate || undefined}
          error={errors.preferredDate}
          onChange={(preferredDate) => set({ preferredDate })}
        />
        <PickerField
          className='charging-form__backup'
          label='备选日期'
          placeholder='选填'
          options={[NO_BACKUP, ...days.filter((day) => day.value !== d.preferredDate)]}
          value={d.backupDate || undefined}
          error={errors.backupDate}
          onChange={(backupDate) => set({ backupDate })}
        />
      </View>

      <View className='charging-form__group'>
        <ConsentField agreement={NOTICE_TITLE} url={paths.chargingNotice()} checked={d.agreed} error={errors.agreed} onChange={onAgree} />
      </View>

      <SubmitBar form={form} onSubmit={onSubmit} className='charging-form__submit'>
        提交申请
      </SubmitBar>
      <RegionPicker visible={picking} value={regionsOf(d)} onClose={() => setPicking(false)} onPick={(regions) => set(regionFields(regions))} />
    </View>
  )
}
