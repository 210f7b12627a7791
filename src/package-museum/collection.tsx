import { MuseumCollectionScreen } from '@/features/museum'

/** 藏品: the collection by category. */
export default function CollectionPage() {
  return <MuseumCollectionScreen />
}
