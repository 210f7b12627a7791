import type { OtherBrand } from '@api/other-car'
import { Text, View } from '@tarojs/components'
import { goBackOr } from '@/core/navigation'
import { paths } from '@/routes'
import { DateField, DRAFTS, ImageField, PickerField, TextField, toastFirstError, useForm } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { addOtherCar } from '../api'
import { draftRules, EMPTY_DRAFT, toInput } from '../draft'
import { today } from '../purchase-date'
import './add-form.scss'

/** Purchase dates before this are surely typos. */
const FIRST_PURCHASE_DAY = '1990-01-01'

/**
 * Brand, model, plate, VIN, purchase date and licence photo. Saving adds the car and goes back
 * to the list; a refused or failed save keeps everything as typed (on the device too) and says why.
 */
export function AddForm({ brands }: { brands: OtherBrand[] }) {
  const todayDay = today()
  const form = useForm({ initial: EMPTY_DRAFT, rules: draftRules(todayDay), onInvalid: toastFirstError, draft: DRAFTS.otherCar })
  const { values: draft, errors, set } = form
  const brand = brands.find((b) => b.id === draft.brandId)

  const save = () =>
    form.submit(async (d, requestId) => {
      await addOtherCar(toInput(d), requestId)
      toast('添加成功', 'success')
      await goBackOr(paths.otherCars())
    })

  return (
    <View className='oc-form'>
      <View className='oc-form__card'>
        <PickerField
          className='oc-form__brand'
          label='品牌'
          required
          placeholder='请选择品牌'
          error={errors.brandId}
          value={draft.brandId}
          options={brands.map((b) => ({ value: b.id, label: b.name }))}
          // Another brand's models do not fit: the model is picked again.
          onChange={(brandId) => set((v) => (v.brandId === brandId ? {} : { brandId, modelId: undefined }))}
        />
        <PickerField
          className='oc-form__model'
          label='车型'
          required
          placeholder='请选择车型'
          blocked={brand ? undefined : '请先选择品牌'}
          error={errors.modelId}
          value={draft.modelId}
          options={brand ? brand.models.map((m) => ({ value: m.id, label: m.name })) : []}
          onChange={(modelId) => set({ modelId })}
        />
        <TextField
          className='oc-form__plate'
          label='车牌号'
          required
          error={errors.plate}
          value={draft.plate}
          maxlength={10}
          placeholder='如 粤B·12345，新能源 8 位'
          onChange={(plate) => set({ plate })}
        />
        <TextField
          className='oc-form__vin'
          label='车架号'
          error={errors.vin}
          value={draft.vin}
          maxlength={20}
          placeholder='选填，17 位，见行驶证'
          onChange={(vin) => set({ vin })}
        />
        <DateField
          className='oc-form__date'
          label='购车日期'
          required
          error={errors.purchaseDate}
          value={draft.purchaseDate}
          min={FIRST_PURCHASE_DAY}
          max={todayDay}
          placeholder='请选择购车日期'
          onChange={(purchaseDate) => set({ purchaseDate })}
        />
      </View>
      <View className='oc-form__card'>
        <ImageField
          className='oc-form__licence'
          uploads={form.uploads}
          label='行驶证照片（选填）'
          value={draft.licencePhotos}
          max={1}
          addLabel='上传行驶证'
          onChange={(licencePhotos) => set({ licencePhotos })}
        />
        <Text className='oc-form__note'>上传行驶证主页，参加置换补贴时可免到店核验车辆。</Text>
      </View>
      <SubmitBar form={form} onSubmit={() => void save()} busyText='保存中…' className='oc-form__save'>
        保存
      </SubmitBar>
    </View>
  )
}
