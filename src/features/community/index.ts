// The community screens, one per page of package-community; pages only read their query.
export { PostScreen } from './components/post-screen'
export { ArticleScreen } from './components/article-screen'
export { TopicScreen } from './components/topic-screen'
export { DealerScreen } from './components/dealer-screen'
export { PersonalScreen } from './components/personal-screen'
export { authorLink, type AuthorLink } from './author-link'
export { ClassmatesScreen } from './components/classmates-screen'
export { ShareHelpScreen } from './components/share-help-screen'
