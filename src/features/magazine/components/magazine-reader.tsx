import { Button, Image, Text, View } from '@tarojs/components'
import type { MagazineIssue, MagazinePage } from '@api/domain'
import { SwipePager, stepIndex } from '@/shared/swipe-pager'
import './magazine-reader.scss'

export interface MagazineReaderProps {
  issue: Pick<MagazineIssue, 'id' | 'title' | 'issueNo'>
  pages: MagazinePage[]
  page: number
  onPageChange: (page: number) => void
  onOpenLink: (url: string) => void
  onClose: () => void
  onShare: () => void
  onEnterApp: () => void
}

/** Page-by-page reading of one issue: swipe, or the buttons under the page. */
export function MagazineReader({ issue, pages, page, onPageChange, onOpenLink, onClose, onShare, onEnterApp }: MagazineReaderProps) {
  const count = pages.length
  if (!count) {
    return (
      <View className='magazine-reader__empty'>
        <Text>本期还没有页面</Text>
        <Button className='magazine-reader__nav-btn' onClick={onClose}>
          返回目录
        </Button>
      </View>
    )
  }
  const last = page >= count - 1
  return (
    <View className='magazine-reader'>
      <View className='magazine-reader__bar'>
        <Text className='magazine-reader__issue'>
          {issue.title} · {issue.issueNo}
        </Text>
        <View className='magazine-reader__close' role='button' onClick={onClose}>
          目录
        </View>
        <View className='magazine-reader__close' role='button' onClick={onShare}>
          分享
        </View>
      </View>

      <SwipePager index={page} onChange={onPageChange}>
        {pages.map((p) => (
          <View key={p.id} className='magazine-reader__page'>
            <Image className='magazine-reader__img' src={p.image} mode='widthFix' nativeProps={{ alt: p.title }} />
            <Text className='magazine-reader__title'>{p.title}</Text>
            <Text className='magazine-reader__text'>{p.text}</Text>
            {p.linkUrl && (
              <Button className='magazine-reader__link' onClick={() => onOpenLink(p.linkUrl)}>
                查看详情
              </Button>
            )}
          </View>
        ))}
      </SwipePager>

      <View className='magazine-reader__nav'>
        <Button className='magazine-reader__nav-btn' disabled={page === 0 || undefined} onClick={() => onPageChange(stepIndex(page, count, -1))}>
          上一页
        </Button>
        <Text className='magazine-reader__count' aria-live='polite'>
          {page + 1} / {count}
        </Text>
        {last ? (
          <Button className='magazine-reader__nav-btn magazine-reader__nav-btn--primary' onClick={onEnterApp}>
            读完了，去首页
          </Button>
        ) : (
          <Button className='magazine-reader__nav-btn magazine-reader__nav-btn--primary' onClick={() => onPageChange(stepIndex(page, count, 1))}>
            下一页
          </Button>
        )}
      </View>
    </View>
  )
}
