import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { formatDateTime } from '@/utils'
import { PosterPage } from '../poster/page'
import './index.scss'

/*
 * The pages of a role a member applies for (creator, partner): who they are in it, why to join
 * it, and the dark backdrop of their poster. One look for every role; the feature says the words.
 */

export interface MemberHeaderProps {
  avatarUrl: string
  name: string
  /** The level or tier (Lv.3 优质创作者, 银牌合伙人). */
  badge: string
  intro?: string
  /** How far to the next level, 0..1, and the line that says it. */
  progress: number
  hint: string
  figures: readonly (readonly [label: string, value: string | number])[]
}

export function MemberHeader({ avatarUrl, name, badge, intro, progress, hint, figures }: MemberHeaderProps) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100)
  return (
    <View className='member-header'>
      <View className='member-header__who'>
        <Img className='member-header__avatar' src={avatarUrl} alt='' />
        <View className='member-header__text'>
          <Text className='member-header__name'>{name}</Text>
          <Text className='member-header__badge'>{badge}</Text>
        </View>
      </View>
      {intro && <Text className='member-header__intro'>{intro}</Text>}
      <View className='member-header__progress' role='progressbar' aria-label='等级进度' aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <View className='member-header__bar' style={{ width: `${percent}%` }} />
      </View>
      <Text className='member-header__hint'>{hint}</Text>
      <View className='member-header__figures'>
        {figures.map(([label, value]) => (
          <View key={label} className='member-header__figure'>
            <Text className='member-header__value'>{value}</Text>
            <Text className='member-header__label'>{label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** The dark band that says what the role is, on top of a page about joining it. */
export function MemberIntro({ title, text }: { title: string; text: string }) {
  return (
    <View className='member-intro'>
      <Text className='member-intro__title'>{title}</Text>
      <Text className='member-intro__text'>{text}</Text>
    </View>
  )
}

export interface MemberJoinProps {
  title: string
  text: string
  benefits: readonly { title: string; text: string }[]
  /** Where my application stands, above the benefits. */
  state?: ReactNode
  action: string
  onAction: () => void
  /** Under the button (a link to the rules). */
  extra?: ReactNode
}

/** Not a member of the role yet: what it brings, where my application stands, and the way to apply. */
export function MemberJoin({ title, text, benefits, state, action, onAction, extra }: MemberJoinProps) {
  return (
    <View className='member-join'>
      <MemberIntro title={title} text={text} />
      {state}
      <View className='member-join__benefits'>
        {benefits.map((b) => (
          <View key={b.title} className='member-join__benefit'>
            <Text className='member-join__benefit-title'>{b.title}</Text>
            <Text className='member-join__benefit-text'>{b.text}</Text>
          </View>
        ))}
      </View>
      <Button className='member-join__apply' variant='primary' onClick={onAction}>
        {action}
      </Button>
      {extra}
    </View>
  )
}

export interface MemberApplicationProps {
  title: string
  tag: readonly [label: string, tone: StatusTone]
  /** What happens next. */
  text: string
  /** Why it was refused (shown when given). */
  reason?: string | null
  submittedAt: string
  reviewedAt: string | null
  /** What the application named (the accounts bound). */
  lines?: readonly string[]
}

/** Where my application for the role stands, and why a refusal was made. */
export function MemberApplication({ title, tag, text, reason, submittedAt, reviewedAt, lines = [] }: MemberApplicationProps) {
  return (
    <View className='member-application' role='status'>
      <View className='member-application__head'>
        <Text className='member-application__title'>{title}</Text>
        <StatusTag tone={tag[1]}>{tag[0]}</StatusTag>
      </View>
      <Text className='member-application__text'>{text}</Text>
      {reason && <Text className='member-application__reason'>{`未通过原因：${reason}`}</Text>}
      <Text className='member-application__time'>{`提交于 ${formatDateTime(submittedAt)}${reviewedAt ? ` · 审核于 ${formatDateTime(reviewedAt)}` : ''}`}</Text>
      {lines.map((line) => (
        <Text key={line} className='member-application__line'>
          {line}
        </Text>
      ))}
    </View>
  )
}

export interface MemberPosterProps {
  /** The poster can be drawn (its QR code is made). */
  ready: boolean
  /** Making what it needs failed. */
  failed?: boolean
  tip: string
  children?: ReactNode
}

/** A member's poster on the dark backdrop: the poster (or why it is not there yet) and a tip. */
export function MemberPoster({ ready, failed, tip, children }: MemberPosterProps) {
  return (
    <PosterPage className='member-poster'>
      {ready ? (
        children
      ) : (
        <View className='member-poster__wait' role='status'>
          {failed ? '二维码生成失败，请稍后重试' : '海报生成中…'}
        </View>
      )}
      <View className='member-poster__tip'>{tip}</View>
    </PosterPage>
  )
}
