import { Text, View } from '@tarojs/components'
import type { LotteryRecord } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Popup } from '@/shared/popup'
import { PRIZE_TYPE } from '../status'

const AFTER_WIN: Record<number, string> = {
  [PRIZE_TYPE.physical]: '请在中奖记录中选择收货地址领取',
  [PRIZE_TYPE.points]: '积分已发放到你的账户',
  [PRIZE_TYPE.coupon]: '券码已发放，可在中奖记录中查看',
}

export interface DrawResultProps {
  record: LotteryRecord | null
  onClose: () => void
}

/** What a draw brought: the prize, or a friendly no-win; a physical prize leads to my wins. */
export function DrawResult({ record, onClose }: DrawResultProps) {
  const won = !!record?.won
  return (
    <Popup visible={record !== null} position='center' round closeable onClose={onClose} className='draw-result' closeAriaLabel='关闭'>
      {record && (
        <View className='draw-result__body'>
          <Text className='draw-result__title'>{won ? '恭喜中奖' : '谢谢参与'}</Text>
          {won && <Img className='draw-result__image' src={record.prizeImage} alt='' mode='aspectFit' />}
          <Text className='draw-result__prize'>{won ? record.prizeName : '这次没有抽中，再接再厉'}</Text>
          {won && <Text className='draw-result__note'>{AFTER_WIN[record.prizeType] ?? ''}</Text>}
          {won ? (
            <Button className='draw-result__action' variant='primary' size='m' onClick={() => void openPage(paths.lotteryRecords())}>
              查看中奖记录
            </Button>
          ) : (
            <Button className='draw-result__action' variant='primary' size='m' onClick={onClose}>
              知道了
            </Button>
          )}
        </View>
      )}
    </Popup>
  )
}
