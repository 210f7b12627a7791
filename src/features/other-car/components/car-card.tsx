import type { OtherCar } from '@api/other-car'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import { formatPlate } from '../plate'
import './car-card.scss'

export interface CarCardProps {
  car: OtherCar
  deleting: boolean
  onDelete: (car: OtherCar) => void
}

/** One car of another brand: licence photo, brand and model, plate, purchase date, delete. */
export function CarCard({ car, deleting, onDelete }: CarCardProps) {
  const plate = formatPlate(car.plate)
  const photo = car.licencePhoto
  return (
    <View className='oc-car'>
      {photo ? (
        <View className='oc-car__photo' role='button' aria-label={`查看 ${plate} 的行驶证照片`} onClick={() => previewImage([photo], photo)}>
          <Img className='oc-car__image' src={photo} alt={`${plate} 行驶证照片`} mode='aspectFill' />
        </View>
      ) : (
        <View className='oc-car__photo oc-car__photo--none'>未上传行驶证</View>
      )}
      <View className='oc-car__body'>
        <Text className='oc-car__model'>
          {car.brandName} {car.modelName}
        </Text>
        <Text className='oc-car__plate'>{plate}</Text>
        <Text className='oc-car__date'>购车日期 {car.purchaseDate}</Text>
      </View>
      <Button className='oc-car__delete' variant='secondary' size='s' tone='danger' aria-label={`删除 ${plate}`} disabled={deleting} onClick={() => onDelete(car)}>
        {deleting ? '删除中' : '删除'}
      </Button>
    </View>
  )
}
