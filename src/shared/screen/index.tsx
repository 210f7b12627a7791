import type { ReactNode } from 'react'
import { goBack } from '@/core/navigation'
import { isNotFound } from '@/core/request'
import { useToken } from '@/core/session'
import { LoginPrompt } from '../login-prompt'
import { KeptLine, LoadFailed, Loading, PageShell, StateView } from '../page-shell'
import { PrivacyPrompt } from '../wx-privacy'
import { ScreenErrorBoundary } from './error-boundary'

/** A screen's main read: `useLoad`'s answer, a paged list (`retry`), or any read shaped like them. */
export interface MainLoad {
  data?: unknown
  error?: unknown
  loading: boolean
  reload?: () => unknown
  retry?: () => unknown
  /** The read failed and `data` is the device's copy from this time: the line says how old. */
  keptAt?: number
}

export interface ScreenProps {
  /** Defaults to the route's title in src/routes.ts. */
  title?: string
  back?: boolean
  className?: string
  /**
   * The screen needs an account: logged out, this line and a way to log in (and back here)
   * show instead. The screen's own reads wait for the token (a `null` key), so none answers 401.
   */
  login?: string
  /**
   * What the screen opens is missing from its link (no id, a malformed one, an unknown one): 链接无效
   * with this message instead, and a way on (back, or the entry page when the link opened the app),
   * never a retry or another page in its place; the screen's reads wait (a `null` key).
   */
  missing?: string | false | null
  /**
   * What the link names is unknown to the server (the main read answers 404: an unknown id, a
   * deleted post): 链接无效 with this message, as for `missing`, instead of a load failure and its retry.
   */
  unknown?: string
  /**
   * The main read(s): until each has data, its loading view, or its failure with a retry. A read
   * that failed with data already shown keeps the screen (the request layer has said why); one
   * that failed showing the answer the device kept (`keep`) keeps it, under a line saying how old.
   */
  load?: MainLoad | MainLoad[]
  /** What shows while the main read loads (a skeleton of the screen); a spinner by default. */
  placeholder?: ReactNode
  children?: ReactNode
}

const loadsOf = (load: ScreenProps['load']): MainLoad[] => (load === undefined ? [] : Array.isArray(load) ? load : [load])

function mainState({ load, placeholder }: ScreenProps): ReactNode {
  const loads = loadsOf(load)
  const failed = loads.find((l) => l.data === undefined && l.error !== undefined && !l.loading)
  const retry = failed && (failed.retry ?? failed.reload)
  if (failed) return <LoadFailed error={failed.error} onRetry={retry && (() => void retry())} />
  if (loads.some((l) => l.data === undefined && l.loading)) return placeholder ?? <Loading />
  return null
}

/** The oldest kept answer a main read shows because it failed, if any. */
function keptAt(load: ScreenProps['load']): number | undefined {
  const times = loadsOf(load)
    .map((l) => l.keptAt)
    .filter((at): at is number => at !== undefined)
  return times.length ? Math.min(...times) : undefined
}

/** The main read(s) answered 404 before showing anything: the link, not the network, is at fault. */
const notFound = (load: ScreenProps['load']): boolean => loadsOf(load).some((l) => l.data === undefined && isNotFound(l.error))

function Gated({ login, missing, unknown, children, ...main }: ScreenProps) {
  const token = useToken()
  if (login && !token) return <LoginPrompt text={login} />
  const bad = missing || (unknown && notFound(main.load) && unknown)
  if (bad) return <StateView title='链接无效' text={bad} onRetry={() => void goBack()} retryText='返回' />
  return <>{mainState(main) ?? <KeptLine at={keptAt(main.load)}>{children}</KeptLine>}</>
}

/**
 * The frame of every screen: the navigation bar, then the login gate, the link check, the main
 * read's loading and error views, and an error boundary, so a screen that throws shows the
 * error view (whose tap reloads it) instead of a blank app. In the mini-program, WeChat's privacy
 * authorization popup too, on whichever page asks (nothing in H5).
 *
 * Who tells the user about a failure: a main read that fails with nothing shown gets the error
 * view and no toast (the cache reads it quietly); a failed write toasts once and keeps the form.
 */
export function Screen({ title, back, className, ...gate }: ScreenProps) {
  return (
    <PageShell title={title} back={back} className={className}>
      <ScreenErrorBoundary>
        <Gated {...gate} />
      </ScreenErrorBoundary>
      <PrivacyPrompt />
    </PageShell>
  )
}

export { usePageShow, usePageVisible } from './page-visibility'

export interface MemberScreenProps<P> {
  /** What a guest is asked to log in for. */
  login: string
  /** The read that says whether the member has the role (their creator or partner home). */
  home: MainLoad
  /** The role's profile in that read; null when the member has not got the role. */
  profile: P | null | undefined
  /** What a member without the role is told, and the way to get it. */
  without: { title: string; text: string; action: string; onAction: () => void }
  /** Reads the page needs besides the profile (waiting on it: give them a `null` key until then). */
  load?: MainLoad[]
  children: (profile: P) => ReactNode
}

/**
 * The frame of a page only members with a role use (creators, partners): logged out, a login;
 * without the role, why and the way to get it; with it, the page.
 */
export function MemberScreen<P>({ login, home, profile, without, load = [], children }: MemberScreenProps<P>) {
  return (
    <Screen login={login} load={profile ? [home, ...load] : home}>
      {home.data !== undefined &&
        (profile ? children(profile) : <StateView title={without.title} text={without.text} retryText={without.action} onRetry={without.onAction} />)}
    </Screen>
  )
}

/** The frame's own message view (a title, a line, one action), for a screen's state of its own (not a creator yet). */
export { StateView } from '../page-shell'
