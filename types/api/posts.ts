// Domain `posts`: the community (posts, comments, articles, topics, dealers, classmates).
export * from './posts-content'
export * from './posts-comment'
export * from './posts-pgc'
export * from './posts-groups'
export * from './posts-creator'
