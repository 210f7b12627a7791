import { TailorScreen } from '@/features/video-cover'

/** 选择视频封面: opened by paths.videoCover(); the opener takes the result with takeChosenVideo(). */
export default function Page() {
  return <TailorScreen />
}
