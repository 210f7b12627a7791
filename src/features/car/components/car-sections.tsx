import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { SalesCar, VehicleType } from '@api/domain'
import { openPage } from '@/core/navigation'
import { Img } from '@/shared/img'
import { Staged } from '@/shared/when-visible'
import { paths } from '@/routes'
import { priceWan, priceYuan } from '../format'
import './car-sections.scss'

const openDetail = (id: number) => void openPage(paths.carDetail(id)).catch(() => undefined)

function SectionTitle({ title }: { title: string }) {
  return <Text className='car-sections__title'>{title}</Text>
}

/** New models, side by side. */
export function NewCarStrip({ cars }: { cars: VehicleType[] }) {
  if (!cars.length) return null
  return (
    <View className='car-sections'>
      <SectionTitle title='新车上市' />
      <div className='car-sections__strip' tabIndex={0}>
        {cars.map((car) => (
          <View key={car.id} className='car-sections__new' role='link' onClick={() => openDetail(car.id)}>
            <Img className='car-sections__new-img' src={car.image} mode='aspectFill' alt={car.name} />
            <Text className='car-sections__new-tag'>NEW</Text>
            <Text className='car-sections__name'>{car.name}</Text>
            <Text className='car-sections__sub'>{car.launchDate} 上市</Text>
          </View>
        ))}
      </div>
    </View>
  )
}

/** Every model: tap for its content page. */
export function VehicleTypeGrid({ types }: { types: VehicleType[] }) {
  return (
    <View className='car-sections'>
      <SectionTitle title='全部车型' />
      <View className='car-sections__grid'>
        {/* A model a task: the whole grid at once was one task of 15 to 18 ms at 1x (issue 42). */}
        <Staged>
          {types.map((t) => (
            <View key={t.id} className='car-sections__type' role='link' data-type-id={t.id} onClick={() => openDetail(t.id)}>
              <Img className='car-sections__type-img' src={t.image} mode='aspectFill' lazyLoad alt={t.name} />
              <Text className='car-sections__name'>{t.name}</Text>
              <Text className='car-sections__sub'>
                {t.energyType} · CLTC {t.rangeKm} km
              </Text>
              <Text className='car-sections__price'>{priceWan(t.guidePrice)}</Text>
            </View>
          ))}
        </Staged>
      </View>
    </View>
  )
}

/** The versions on sale, each with a way to book a test drive of its model. */
export function SalesCarList({ cars }: { cars: SalesCar[] }) {
  if (!cars.length) return null
  return (
    <View className='car-sections'>
      <SectionTitle title='在售车款' />
      {/* A version a task: the whole list at once was one task of 20 to 40 ms at 1x (issue 42). */}
      <Staged>
        {cars.map((car) => (
          <View key={car.id} className='car-sections__sale'>
            <Img className='car-sections__sale-img' src={car.image} mode='aspectFill' lazyLoad onClick={() => openDetail(car.vehicleTypeId)} alt={car.name} />
            <View className='car-sections__sale-body'>
              <Text className='car-sections__name'>{car.name}</Text>
              <Text className='car-sections__price'>{priceYuan(car.price)}</Text>
              <Text className='car-sections__sub'>首付 {priceYuan(car.downPayment)} 起</Text>
              <View className='car-sections__tags'>
                {car.tags.map((tag) => (
                  <Text key={tag} className='car-sections__tag'>
                    {tag}
                  </Text>
                ))}
              </View>
            </View>
            {car.onSale ? (
              <Button className='car-sections__book' variant='primary' size='s' onClick={() => void openPage(paths.testDrive(car.vehicleTypeId)).catch(() => undefined)}>
                预约试驾
              </Button>
            ) : (
              <Text className='car-sections__soon'>即将开售</Text>
            )}
          </View>
        ))}
      </Staged>
    </View>
  )
}
