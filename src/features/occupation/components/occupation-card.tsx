import type { Occupation, OccupationAuth } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { StatusTag } from '@/shared/status-tag'
import { STATE_LABEL } from '../auth-state'
import './occupation-card.scss'

export interface OccupationCardProps {
  occupation: Occupation
  /** My open application of this occupation: its state shows instead of the button (one at a time). */
  open: OccupationAuth | undefined
}

/** An occupation one can authenticate, with what it brings. */
export function OccupationCard({ occupation, open }: OccupationCardProps) {
  return (
    <View className='occupation-card'>
      <View className='occupation-card__head'>
        <Text className='occupation-card__name'>{occupation.name}</Text>
        {open ? (
          <StatusTag tone={STATE_LABEL[open.state][1]}>{STATE_LABEL[open.state][0]}</StatusTag>
        ) : (
          <Button className='occupation-card__go' variant='primary' size='s' onClick={() => void openPage(paths.authCreate(occupation.type))}>
            去认证
          </Button>
        )}
      </View>
      {occupation.benefits.map((b) => (
        <Text key={b} className='occupation-card__benefit'>
          · {b}
        </Text>
      ))}
    </View>
  )
}
