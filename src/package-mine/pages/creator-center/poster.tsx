import { CreatorPosterScreen } from '@/features/creator'

/** 创作者海报: my creator card with the QR code of my personal page. */
export default function CreatorPosterPage() {
  return <CreatorPosterScreen />
}
