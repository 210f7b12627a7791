import { ClassroomScreen } from '@/features/creator'

/** 创作者课堂: lessons by category; a lesson opens in the article or video view. */
export default function ClassroomPage() {
  return <ClassroomScreen />
}
