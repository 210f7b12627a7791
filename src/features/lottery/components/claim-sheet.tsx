import { useEffect, useState, type ComponentType } from 'react'
import { Text, View } from '@tarojs/components'
import type { LotteryRecord } from '@api/activity'
import { Button } from '@/shared/button'
import { Popup } from '@/shared/popup'
import { useSubscribe } from '@/shared/subscribe'
import { useWrite } from '@/shared/use-write'
import { claimPrize } from '../api'

/**
 * Picks one of the user's ship addresses (and offers to add one). The page passes the address
 * feature's chooser in: a feature never imports another.
 */
export interface AddressChooserProps {
  value: number | undefined
  onChange: (addressId: number) => void
}
export type AddressChooser = ComponentType<AddressChooserProps>

export interface ClaimSheetProps {
  /** The physical prize being claimed; null: the sheet is closed. */
  record: LotteryRecord | null
  Chooser: AddressChooser
  onClose: () => void
  /** After a refusal (claimed elsewhere, expired): the list reads again to show where it stands. */
  onRefused: () => void
}

/** Claiming a physical prize: choose a ship address, confirm; it then shows as 待收货. */
export function ClaimSheet({ record, Chooser, onClose, onRefused }: ClaimSheetProps) {
  const [addressId, setAddressId] = useState<number>()
  useEffect(() => setAddressId(undefined), [record?.id])
  // The claim marks the lottery's reads: the list reads page 1 again and shows it shipping. The
  // same tap asks WeChat for the prize's shipping message (the mini-program only).
  const subscribe = useSubscribe('prize')
  const claim = useWrite((recordId: number, to: number) => subscribe(claimPrize(recordId, to), recordId), { done: '领取成功，奖品将尽快寄出', onDone: onClose })

  const confirm = async () => {
    if (!record || addressId === undefined || claim.busy) return
    if (await claim.run(record.id, addressId)) return
    // Refused (the request layer said why: 该奖品已领取，请勿重复领取…): show the record as it now stands.
    onClose()
    onRefused()
  }

  return (
    <Popup visible={record !== null} position='bottom' round closeable onClose={onClose} className='win-claim' closeAriaLabel='关闭'>
      <View className='win-claim__body'>
        <View className='win-claim__title' role='heading' aria-level={2}>
          选择收货地址
        </View>
        {record && <Text className='win-claim__prize'>领取奖品：{record.prizeName}</Text>}
        {record && <Chooser value={addressId} onChange={setAddressId} />}
        <Button className='win-claim__confirm' variant='primary' disabled={addressId === undefined} loading={claim.busy} onClick={() => void confirm()}>
          确认领取
        </Button>
      </View>
    </Popup>
  )
}
