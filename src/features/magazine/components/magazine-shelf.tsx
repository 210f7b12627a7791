import { useState } from 'react'
import type { MagazineIssue } from '@api/domain'
import { buttonLook } from '@/shared/button/look'
import { ListFooter, ListState, type PagedList } from '@/shared/paged-list'
import { Carousel } from '@/shared/carousel'
import { Img } from '@/shared/img'
import { dotDate } from '../dates'
import './magazine-shelf.scss'

export interface MagazineShelfProps {
  /** The issues loaded so far; the footer asks for more. */
  shelf: PagedList<MagazineIssue>
  onRead: (issue: MagazineIssue) => void
  onShare: (issue: MagazineIssue) => void
  onEnterApp: () => void
}

/** How many of the newest issues the cover carousel shows. */
const HERO_COUNT = 3

/** The magazine rack: a carousel of the newest covers, then every issue. */
export function MagazineShelf({ shelf, onRead, onShare, onEnterApp }: MagazineShelfProps) {
  const [hero, setHero] = useState(0)
  const issues = shelf.items
  const heroes = issues.slice(0, HERO_COUNT)
  const current = heroes[hero] ?? heroes[0]

  if (!issues.length) {
    // Loading and failure are the page's; an empty shelf still leads into the app.
    const enter = (
      <button type='button' className={`magazine-shelf__enter ${buttonLook('primary')}`} onClick={onEnterApp}>
        进入首页
      </button>
    )
    return <ListState loading={false} error={null} empty emptyText='杂志还在编排中，敬请期待' onRetry={shelf.retry} emptyAction={enter} />
  }

  return (
    <div className='magazine-shelf'>
      <Carousel
        className='magazine-shelf__hero'
        items={heroes}
        itemKey={(issue) => issue.id}
        height={360}
        label='最新杂志'
        current={hero}
        onChange={setHero}
        circular
        autoplay
        renderItem={(issue) => (
          <div className='magazine-shelf__cover' onClick={() => onRead(issue)}>
            <Img className='magazine-shelf__cover-img' src={issue.cover} mode='aspectFill' alt={`${issue.title} 封面`} />
            <div className='magazine-shelf__cover-text'>
              <span className='magazine-shelf__issue-no'>{issue.issueNo}</span>
              <span className='magazine-shelf__title'>{issue.title}</span>
            </div>
          </div>
        )}
      />
      <div className='magazine-shelf__dots' aria-hidden>
        {heroes.map((issue, i) => (
          <div key={issue.id} className={`magazine-shelf__dot${i === hero ? ' magazine-shelf__dot--on' : ''}`} />
        ))}
      </div>

      {current && (
        <div className='magazine-shelf__current'>
          <span className='magazine-shelf__summary'>{current.summary}</span>
          <div className='magazine-shelf__actions'>
            <button type='button' className={`magazine-shelf__read ${buttonLook('primary')}`} onClick={() => onRead(current)}>
              阅读本期
            </button>
            <button type='button' className={`magazine-shelf__share ${buttonLook('secondary')}`} onClick={() => onShare(current)}>
              分享
            </button>
          </div>
        </div>
      )}

      <div className='magazine-shelf__section'>
        <span className='magazine-shelf__section-title'>往期杂志</span>
        {issues.map((issue) => (
          <div key={issue.id} className='magazine-shelf__row' onClick={() => onRead(issue)}>
            <Img className='magazine-shelf__thumb' src={issue.cover} mode='aspectFill' lazyLoad alt={`${issue.title} 封面`} />
            <div className='magazine-shelf__row-text'>
              <span className='magazine-shelf__row-title'>{issue.title}</span>
              <span className='magazine-shelf__row-meta'>
                {issue.issueNo} · {dotDate(issue.publishDate)} · 共 {issue.pageCount} 页
              </span>
              <span className='magazine-shelf__row-summary'>{issue.summary}</span>
            </div>
          </div>
        ))}
        <ListFooter list={shelf} />
      </div>

      <button type='button' className={`magazine-shelf__enter ${buttonLook('primary')}`} onClick={onEnterApp}>
        进入首页 · 车型、试驾与门店
      </button>
    </div>
  )
}
