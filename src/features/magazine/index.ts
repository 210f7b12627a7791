// The brand magazine: the shelf, an issue's reader and its share. Plain re-exports only.
export * from './api'
export { IssueReaderView, type IssueReaderViewProps } from './components/issue-reader-view'
export { MagazineShelf, type MagazineShelfProps } from './components/magazine-shelf'
export { ShareCard, type ShareCardProps } from './components/share-card'
export { issuePath, issueShare, issueWebPath } from './share'
export { useIssue } from './use-issue'
export { useMagazineIssues } from './use-magazine'
