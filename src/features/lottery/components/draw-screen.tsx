import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { DrawTimes, LotteryActivity, LotteryRecord, Prize } from '@api/activity'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { countdownText, useCountdown } from '@/shared/countdown'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { SafeRichText, WithSanitizer } from '@/shared/rich-text'
import { LuckyWheel, NineGrid, useDraw, useGridCell, useWheelAngle, type DrawControl } from '@/shared/lottery'
import { Screen } from '@/shared/screen'
import { useRequestId, useWrite } from '@/shared/use-write'
import { Staged } from '@/shared/when-visible'
import { formatDateTime } from '@/utils/time'
import { loginHere } from '@/shared/login-prompt'
import { drawOnce } from '../api'
import { DAILY_DRAWS, drawsToEarn, renewText } from '../draw-rule'
import { useDrawTimes, useLotteryPage } from '../hooks'
import { lotteryPhase, type LotteryPhase } from '../status'
import { LazyDrawResult } from './draw-result-lazy'
import './draw-screen.scss'

function Game({ activity, prizes, draw, disabled }: { activity: LotteryActivity; prizes: Prize[]; draw: DrawControl; disabled: boolean }) {
  const angle = useWheelAngle(draw.state, prizes.length)
  const cell = useGridCell(draw.state, prizes.length)
  const props = { prizes, state: draw.state, onStart: draw.start, disabled, label: activity.name }
  return activity.gameType === 'grid' ? <NineGrid {...props} active={cell} /> : <LuckyWheel {...props} angle={angle} />
}

/** When today's draws renew, or that the activity ends first. */
const renewal = (t: DrawTimes) => (t.renewAt ? `${renewText(t.renewAt)} 恢复 ${DAILY_DRAWS} 次` : '活动将在次数恢复前结束')

/** Where today's draws came from (each part, granted or still to earn today) and when they renew. */
function DrawSources({ times }: { times: DrawTimes }) {
  return (
    <Panel className='draw-times' title='今日抽奖次数' extra={`已用 ${times.usedTimes} / ${times.totalTimes} 次`}>
      {times.parts.map((p) => (
        <InfoRow key={p.source} className='draw-times__part' label={p.name}>
          {p.granted ? `+${p.times} 次` : <Text className='draw-times__open'>{`今日未完成，完成后 +${p.times} 次`}</Text>}
        </InfoRow>
      ))}
      <InfoRow className='draw-times__renew' label='恢复'>{`${renewal(times)}，未用次数不累计`}</InfoRow>
    </Panel>
  )
}

/** Under the game: the draws left, or why there is no draw now and what to do instead. */
interface DrawStatusProps {
  activity: LotteryActivity
  phase: LotteryPhase
  times: DrawTimes | undefined
  onStarted: () => void
}

function DrawStatus({ activity, phase, times, onStarted }: DrawStatusProps) {
  const token = useToken()
  const start = useCountdown(phase === 'upcoming' ? activity.startTime : undefined, onStarted)
  if (phase === 'upcoming') return <Text className='draw-status'>{`活动未开始，距开始还有 ${countdownText(start)}`}</Text>
  if (phase === 'ended') return <Text className='draw-status'>活动已结束，感谢参与</Text>
  if (!token) {
    return (
      <View className='draw-status'>
        <Text>登录后即可抽奖</Text>
        <Button className='draw-status__action' variant='primary' size='m' onClick={() => void loginHere()}>
          登录
        </Button>
      </View>
    )
  }
  if (!times) return <Text className='draw-status'>正在查询抽奖次数…</Text>
  if (times.remainTimes > 0) return <Text className='draw-status'>{`你还有 ${times.remainTimes} 次抽奖机会`}</Text>
  // 去签到 only while today's sign-in is still to do (and so would add a draw).
  const signIn = drawsToEarn(times).find((p) => p.source === 'signIn')
  return (
    <View className='draw-status draw-status--empty'>
      <Text className='draw-status__title'>今日次数已用完</Text>
      <Text className='draw-status__renew'>{renewal(times)}</Text>
      {signIn && (
        <Button className='draw-status__action' variant='primary' size='m' onClick={() => void openPage(paths.signIn())}>
          {`去签到 +${signIn.times} 次`}
        </Button>
      )}
    </View>
  )
}

/** What a screen reader hears when a draw ends: the prize, 谢谢参与, or why it failed. */
function announcement({ state }: DrawControl, won: LotteryRecord | null): string {
  if (state.status === 'result' && won) return won.won ? `恭喜抽中 ${won.prizeName}` : '谢谢参与'
  return state.status === 'idle' ? state.error ?? '' : ''
}

/** 幸运抽奖 (?activityId=): the activity, my draws left and its game; the server picks every prize. */
export function LotteryDrawScreen({ activityId }: { activityId: number | undefined }) {
  const page = useLotteryPage(activityId)
  const times = useDrawTimes(activityId)
  const [won, setWon] = useState<LotteryRecord | null>(null)
  const prizes = page.data?.prizes ?? []
  // The game turns back and says why a draw failed: the failure is kept for it (run never rejects).
  const failure = useRef<unknown>()
  // One draw's request id (in the body, where the route reads it), kept until it is answered: a
  // retry after a lost answer gets that draw back; the next draw is a new one.
  const withId = useRequestId()
  const drawing = useWrite((id: number) =>
    withId(id, (requestId) => drawOnce(id, requestId)).catch((error: unknown) => {
      failure.current = error
      throw error
    }),
  )
  const draw = useDraw({
    draw: async () => {
      failure.current = undefined
      const r = await drawing.run(activityId!)
      if (!r) throw failure.current
      return { ...r, index: prizes.findIndex((p) => p.id === r.record.prizeId) }
    },
    onResult: (answer) => setWon(answer.record),
    // The wheel is back where it was; the count is read again, as the server now has it.
    onError: () => void times.reload(),
  })
  const activity = page.data?.activity
  const left = times.data?.remainTimes
  const phase = activity && lotteryPhase(activity)
  const canDraw = phase === 'running' && (left ?? 0) > 0
  const moving = draw.state.status === 'drawing' || draw.state.status === 'settling'
  return (
    <Screen missing={activityId === undefined && '缺少活动 id，无法抽奖'} unknown='该抽奖活动不存在或已下线' load={page}>
      {/* A part a task, once the rule's sanitizer is here: the page, its game and its rule in one
          render were a task of 20 to 30 ms at 1x (issue 42). */}
      {activity && (
        <WithSanitizer>
          <View className='draw-screen'>
            <Staged>
              <>
                <Img className='draw-screen__cover' src={activity.cover} alt='' mode='aspectFill' />
                <Text className='draw-screen__name'>{activity.name}</Text>
                <Text className='draw-screen__time'>{`${formatDateTime(activity.startTime)} 至 ${formatDateTime(activity.endTime)}`}</Text>
              </>
              {/* While moving, taps are the game's to ignore; disabled only when no draw is possible. */}
              <Game activity={activity} prizes={prizes} draw={draw} disabled={!canDraw && !moving} />
              <DrawStatus activity={activity} phase={phase!} times={times.data} onStarted={() => void page.reload()} />
              {phase === 'running' && times.data && <DrawSources times={times.data} />}
              <View className='draw-screen__announce' role='status'>
                {announcement(draw, won)}
              </View>
              <View className='draw-screen__links'>
                <Button className='draw-screen__link' variant='secondary' size='m' onClick={() => void openPage(paths.lotteryPrizes(activity.id))}>
                  全部奖品
                </Button>
                <Button className='draw-screen__link' variant='secondary' size='m' onClick={() => void openPage(paths.lotteryRecords())}>
                  我的中奖记录
                </Button>
              </View>
              <View className='draw-screen__rule'>
                <Text className='draw-screen__rule-title'>活动规则</Text>
                <SafeRichText className='draw-screen__rule-text' html={activity.rule} />
              </View>
            </Staged>
            <LazyDrawResult
              record={won}
              onClose={() => {
                setWon(null)
                draw.dismiss()
              }}
            />
          </View>
        </WithSanitizer>
      )}
    </Screen>
  )
}
