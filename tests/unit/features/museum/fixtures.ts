import type { CollectionDetail, CollectionItem, FameDetail, FamePerson, JournalIssue } from '@api/domain'

// Rows for the museum screens' tests, each test overriding what it is about.

export const page = <T>(list: T[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })

export const item = (id: number, extra: Partial<CollectionItem> = {}): CollectionItem => ({
  id, categoryId: 1, name: `藏品${id}`, year: 1990 + (id % 30), cover: `c${id}.svg`, summary: `简介${id}`, ...extra,
})

export const itemDetail = (id: number, extra: Partial<CollectionDetail> = {}): CollectionDetail => ({
  ...item(id), images: ['a.svg', 'b.svg', 'c.svg'], story: ['第一段故事', '第二段故事'],
  specs: [{ label: '发动机', value: '2.0T 直列四缸' }, { label: '最大功率', value: '180 kW' }], ...extra,
})

export const person = (id: number, extra: Partial<FamePerson> = {}): FamePerson => ({
  id, name: `人物${id}`, avatar: `p${id}.svg`, title: '金牌车主', summary: `事迹${id}`, year: 2020, ...extra,
})

export const personDetail = (id: number, extra: Partial<FameDetail> = {}): FameDetail => ({
  ...person(id), story: ['十年行驶三十万公里'], cars: [{ name: '远航 L6', image: 'l6.svg', years: '2016–2021' }, { name: '远航 L8', image: 'l8.svg', years: '2021 至今' }], ...extra,
})

export const journal = (id: number, extra: Partial<JournalIssue> = {}): JournalIssue => ({
  id, title: `专题${id}`, cover: `j${id}.svg`, publishAt: '2026-10-01T10:00:00+08:00', html: '<p>正文</p>', ...extra,
})
