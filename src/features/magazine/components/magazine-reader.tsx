import type { MagazineIssue, MagazinePage } from '@api/domain'
import { buttonLook } from '@/shared/button/look'
import { Carousel } from '@/shared/carousel'
import { stepIndex } from '@/shared/carousel/steps'
import { Img } from '@/shared/img'
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

/** Design px of a page: a 3:4 picture with its title, text and link; longer text scrolls inside. */
const PAGE_HEIGHT = 600

/** Page-by-page reading of one issue: swipe, or the buttons under the page. */
export function MagazineReader({ issue, pages, page, onPageChange, onOpenLink, onClose, onShare, onEnterApp }: MagazineReaderProps) {
  const count = pages.length
  if (!count) {
    return (
      <div className='magazine-reader__empty'>
        <span>本期还没有页面</span>
        <button type='button' className={`magazine-reader__nav-btn ${buttonLook('secondary', 'm')}`} onClick={onClose}>
          返回目录
        </button>
      </div>
    )
  }
  const last = page >= count - 1
  return (
    <div className='magazine-reader'>
      <div className='magazine-reader__bar'>
        <span className='magazine-reader__issue'>
          {issue.title} · {issue.issueNo}
        </span>
        <div className='magazine-reader__close' role='button' onClick={onClose}>
          目录
        </div>
        <div className='magazine-reader__close' role='button' onClick={onShare}>
          分享
        </div>
      </div>

      <Carousel
        items={pages}
        itemKey={(p) => p.id}
        height={PAGE_HEIGHT}
        label={`${issue.title} 内页`}
        current={page}
        onChange={onPageChange}
        renderItem={(p) => (
          <div className='magazine-reader__page'>
            <Img className='magazine-reader__img' src={p.image} mode='widthFix' alt={p.title} />
            <span className='magazine-reader__title'>{p.title}</span>
            <span className='magazine-reader__text'>{p.text}</span>
            {p.linkUrl && (
              <button type='button' className={`magazine-reader__link ${buttonLook('secondary', 's')}`} onClick={() => onOpenLink(p.linkUrl)}>
                查看详情
              </button>
            )}
          </div>
        )}
      />

      <div className='magazine-reader__nav'>
        <button type='button' className={`magazine-reader__nav-btn ${buttonLook('secondary', 'm')}`} disabled={page === 0 || undefined} onClick={() => onPageChange(stepIndex(page, count, -1))}>
          上一页
        </button>
        <span className='magazine-reader__count' aria-live='polite'>
          {page + 1} / {count}
        </span>
        {last ? (
          <button type='button' className={`magazine-reader__nav-btn ${buttonLook('primary', 'm')}`} onClick={onEnterApp}>
            读完了，去首页
          </button>
        ) : (
          <button type='button' className={`magazine-reader__nav-btn ${buttonLook('primary', 'm')}`} onClick={() => onPageChange(stepIndex(page, count, 1))}>
            下一页
          </button>
        )}
      </div>
    </div>
  )
}
