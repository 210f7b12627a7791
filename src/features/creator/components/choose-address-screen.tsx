import { useState, type ComponentType } from 'react'
import { Text, View } from '@tarojs/components'
import type { MyReward } from '@api/posts'
import { goBackTo } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { StatusTag } from '@/shared/status-tag'
import { SubmitBar } from '@/shared/submit-bar'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { REWARD_TAGS, shipToText } from '../activity-labels'
import { chooseRewardAddress } from '../api'
import { myRewardQuery } from '../queries'
import './choose-address-screen.scss'

/**
 * Picks one of my ship addresses, or adds one inline when there is none. The page passes the
 * address feature's chooser in: a feature never imports another.
 */
export interface RewardAddressChooserProps {
  value: number | undefined
  onChange: (addressId: number) => void
}
export type RewardAddressChooser = ComponentType<RewardAddressChooserProps>

function Choose({ reward, Chooser, reload }: { reward: MyReward; Chooser: RewardAddressChooser; reload: () => unknown }) {
  // The address already chosen stays chosen; else the chooser picks my default.
  const [addressId, setAddressId] = useState(reward.shipTo?.addressId)
  // The write marks AREA.creator changed: the activity shows the address when back.
  const save = useWrite(chooseRewardAddress, { done: '已保存收货地址', onDone: () => goBackTo(paths.creatorActivity(reward.activityId)) })
  const confirm = async () => {
    if (addressId === undefined) return
    // Refused (奖品已发货，无法修改地址…, told by the request layer): show the reward as it now stands.
    if ((await save.run(reward.id, addressId)) === undefined) void reload()
  }
  return (
    <>
      <Chooser value={addressId} onChange={setAddressId} />
      {addressId !== undefined && (
        <SubmitBar form={{ submitting: save.busy }} onSubmit={() => void confirm()} busyText='保存中…' className='creator-address__confirm'>
          确认
        </SubmitBar>
      )}
    </>
  )
}

/** 收货地址: where a creator reward is delivered; changeable until it ships. */
export function ChooseAddressScreen({ rewardId, Chooser }: { rewardId: number | undefined; Chooser: RewardAddressChooser }) {
  const token = useToken()
  const reward = useQuery(myRewardQuery, Boolean(token) && rewardId !== undefined && [rewardId])
  const r = reward.data
  return (
    <Screen login='登录后选择奖品收货地址' missing={rewardId === undefined && '缺少奖品 id，无法选择收货地址'} load={reward}>
      {r && (
        <View className='creator-address'>
          <Panel title='奖品信息' extra={<StatusTag tone={REWARD_TAGS[r.state].tone}>{REWARD_TAGS[r.state].text}</StatusTag>}>
            <Text className='creator-address__prize'>{`${r.rewardName} · ${r.prize}`}</Text>
            {r.state === 'shipped' && r.shipTo && <Text className='creator-address__shipped'>{`已寄往：${shipToText(r.shipTo)}`}</Text>}
          </Panel>
          {r.state === 'shipped' ? (
            <Text className='creator-address__note'>奖品已发货，收货地址无法修改</Text>
          ) : (
            <Panel title='选择收货地址'>
              <Choose reward={r} Chooser={Chooser} reload={reward.reload} />
            </Panel>
          )}
        </View>
      )}
    </Screen>
  )
}
