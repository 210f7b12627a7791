import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { SurveyDetail } from '@api/survey'
import { shortTime, sizeText } from '../labels'
import { StateTag } from './state-tag'
import './survey-head.scss'

/** The survey's title, state, intro, size, reward and dates, on top of every view of it. */
/** `count`: the questions the answers lead through, where they are being given (the progress counts the same). */
export function SurveyHead({ detail, extra, count }: { detail: SurveyDetail; extra?: ReactNode; count?: number }) {
  return (
    <View className='survey-head'>
      <View className='survey-head__top'>
        <Text className='survey-head__title'>{detail.title}</Text>
        <StateTag survey={detail} />
      </View>
      <Text className='survey-head__intro'>{detail.intro}</Text>
      <View className='survey-head__meta'>
        <Text>{sizeText({ ...detail, questionCount: count ?? detail.questionCount })}</Text>
        {detail.rewardPoints > 0 && <Text className='survey-head__reward'>{`完成可得 ${detail.rewardPoints} 积分`}</Text>}
      </View>
      <Text className='survey-head__dates'>{`${shortTime(detail.startAt)} 至 ${shortTime(detail.endAt)}`}</Text>
      {extra}
    </View>
  )
}
