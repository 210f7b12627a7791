import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import './avatar.scss'

/** A round avatar; the first character of the name stands in while there is no picture. */
export function Avatar({ src, name, size = 36, onClick }: { src?: string; name: string; size?: number; onClick?: () => void }) {
  const style = { width: `${size}px`, height: `${size}px` }
  return (
    <View className='cm-avatar' style={style} onClick={onClick} role={onClick ? 'button' : 'img'} aria-label={name}>
      {src ? <Img className='cm-avatar__img' src={src} mode='aspectFill' lazyLoad alt='' /> : <Text className='cm-avatar__initial'>{name.slice(0, 1)}</Text>}
    </View>
  )
}
