import type { OwnedCar } from '@api/car-service'
import { View, Text } from '@tarojs/components'
import { maskVin } from '../vin'
import './car-chips.scss'

/** The owner's cars as a tab row; the chosen one's records show below. */
export function CarChips({ cars, value, onChange }: { cars: OwnedCar[]; value: number; onChange: (id: number) => void }) {
  return (
    // Scrolls sideways when the cars do not fit: focusable (a plain tag takes tabIndex) so a
    // keyboard can scroll it too.
    <div className='maintenance-cars' role='tablist' tabIndex={0}>
      {cars.map((car) => (
        <View
          key={car.id}
          role='tab'
          aria-selected={car.id === value}
          className={`maintenance-cars__car${car.id === value ? ' maintenance-cars__car--on' : ''}`}
          onClick={() => onChange(car.id)}
        >
          <Text className='maintenance-cars__plate'>{car.plate}</Text>
          <Text className='maintenance-cars__model'>{car.model}</Text>
          <Text className='maintenance-cars__vin'>{maskVin(car.vin)}</Text>
        </View>
      ))}
    </div>
  )
}
