import type { WelfareProject } from '@api/user'
import { paths } from '@/routes'

/** What a project's page shares (WeChat's friend and Moments answers, the H5 share sheet). */
export function welfareShareData(project: Pick<WelfareProject, 'id' | 'title'>): { title: string; path: string } {
  return { title: `${project.title}｜邀你一起做公益`, path: paths.welfareShare(project.id) }
}
