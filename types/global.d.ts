/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5' | 'swan' | 'alipay' | 'tt' | 'qq' | 'jd' | 'harmony' | 'rn' | 'jdrn'
    TARO_APP_ID: string
    /** Base URL of the dev API server or of a real gateway; domain k lives at `${TARO_APP_API_BASE}/${k}`. */
    TARO_APP_API_BASE?: string
  }
}
