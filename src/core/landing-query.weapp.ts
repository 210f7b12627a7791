import Taro from '@tarojs/taro'
import type { LandingQuery } from './landing-query'

/** Mini-program: the query it was launched with. */
export function landingQuery(): LandingQuery {
  try {
    return (Taro.getLaunchOptionsSync().query ?? {}) as LandingQuery
  } catch {
    return {}
  }
}
