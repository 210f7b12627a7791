import { Text, View } from '@tarojs/components'
import { monthGrid, monthLabel, WEEKDAYS } from '../calendar'
import './sign-in.scss'

export interface SignInCalendarProps {
  month: string
  today: string
  signedDays: number[]
  /** Dates of the current streak (YYYY-MM-DD). */
  streak: string[]
  onPrev: () => void
  /** Absent in the current month: there is nothing to see in the future. */
  onNext?: () => void
}

export function SignInCalendar({ month, today, signedDays, streak, onPrev, onNext }: SignInCalendarProps) {
  const weeks = monthGrid(month, signedDays, today, streak)
  return (
    <View className='sign-in-calendar'>
      <View className='sign-in-calendar__head'>
        <View className='sign-in-calendar__nav' role='button' aria-label='上个月' onClick={onPrev}>
          ‹
        </View>
        <Text className='sign-in-calendar__month'>{monthLabel(month)}</Text>
        <View
          className={`sign-in-calendar__nav${onNext ? '' : ' sign-in-calendar__nav--off'}`}
          role='button'
          aria-label='下个月'
          aria-disabled={!onNext}
          onClick={onNext}
        >
          ›
        </View>
      </View>
      <View className='sign-in-calendar__week'>
        {WEEKDAYS.map((w) => (
          <Text key={w} className='sign-in-calendar__weekday'>
            {w}
          </Text>
        ))}
      </View>
      {weeks.map((week, i) => (
        <View key={i} className='sign-in-calendar__week'>
          {week.map((cell, j) =>
            cell ? (
              <View
                key={cell.date}
                className={[
                  'sign-in-calendar__day',
                  cell.signed && 'sign-in-calendar__day--signed',
                  cell.today && 'sign-in-calendar__day--today',
                  cell.future && 'sign-in-calendar__day--future',
                  cell.inStreak && 'sign-in-calendar__day--streak',
                ]
                  .filter(Boolean)
                  .join(' ')}
                data-date={cell.date}
                data-signed={cell.signed}
              >
                <Text>{cell.today ? '今' : cell.day}</Text>
                {cell.signed && <Text className='sign-in-calendar__tick'>✓</Text>}
              </View>
            ) : (
              <View key={`blank-${j}`} className='sign-in-calendar__day sign-in-calendar__day--blank' />
            ),
          )}
        </View>
      ))}
    </View>
  )
}
