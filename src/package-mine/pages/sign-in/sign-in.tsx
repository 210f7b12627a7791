import { useToken } from '@/core/session'
import { usePoints } from '@/entities/points'
import {
  shiftMonth, signedToday, SignInCalendar, SignInCard, SignInLinks, streakDates, streakOf, Unavailable, useSignIn,
} from '@/features/sign-in'
import { DRAW_TASKS, LotteryEntry } from '@/features/lottery'
import { Screen } from '@/shared/screen'

/** The sign-in is a task that grants draws (the lottery's draw rule): the entry says so. */
const SIGN_IN_DRAWS = DRAW_TASKS.filter((t) => t.source === 'signIn').map((t) => `每日签到额外 +${t.times} 次抽奖`)[0]

function SignIn() {
  const { state, load, showMonth, signIn } = useSignIn(true)
  const points = usePoints().data?.point

  const signed = signedToday(state)
  const streak = streakOf(state)
  const calendar = state.calendar
  const current = calendar ? calendar.today.slice(0, 7) : undefined
  return (
    <Screen load={{ loading: state.loading, data: state.task }}>
      <SignInCard
        streak={streak}
        signed={signed}
        signing={state.signing}
        points={state.result?.point ?? points}
        reward={state.task ? state.task.rewardPoint : undefined}
        gained={state.result?.rewardPoint}
        onSignIn={() => void signIn()}
      />
      <SignInLinks />
      {calendar ? (
        <SignInCalendar
          month={calendar.month}
          today={calendar.today}
          signedDays={calendar.signedDays}
          streak={streakDates(calendar.today, signed, streak)}
          onPrev={() => void showMonth(shiftMonth(calendar.month, -1))}
          onNext={current && calendar.month < current ? () => void showMonth(shiftMonth(calendar.month, 1)) : undefined}
        />
      ) : (
        <Unavailable text='签到日历暂时无法加载' onRetry={() => void load(state.month)} />
      )}
      {/* Last: it appears once its read answers, and nothing below it can be pushed down. */}
      <LotteryEntry note={SIGN_IN_DRAWS} />
    </Screen>
  )
}

/** Daily sign-in (spec §7: load-one, progress, event-start SJ50001). */
export default function SignInPage() {
  const loggedIn = Boolean(useToken())
  if (!loggedIn) {
    return <Screen login='登录后每日签到领积分' />
  }
  return <SignIn />
}
