import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Canvas, Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { saveToAlbum } from './album'
import { paintPoster, type LoadableImage, type PosterCanvas } from './paint'
import { usePainted } from './use-painted'
import { FAILED_TEXT, WAIT_TEXT, type PosterViewProps } from './view-props'
import './index.scss'

type NodeCanvas = PosterCanvas & { createImage(): LoadableImage }

let nextId = 1

function canvasNode(id: string): Promise<NodeCanvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: { node?: NodeCanvas }[]) => (res[0]?.node ? resolve(res[0].node) : reject(new Error('no canvas'))))
  })
}

/**
 * Mini-program: the poster is drawn on a Canvas 2D node (createImage for pictures, scaled by
 * the pixel ratio), exported with canvasToTempFilePath and saved with 保存到相册.
 */
export function PosterView({ spec, alt, className = '' }: PosterViewProps) {
  const [id] = useState(() => `poster-canvas-${nextId++}`)
  const { result: file, failed } = usePainted(spec, async (poster) => {
    // The node exists once this render has reached the view layer.
    await new Promise<void>((resolve) => Taro.nextTick(resolve))
    const canvas = await canvasNode(id)
    await paintPoster(canvas, poster, Taro.getWindowInfo().pixelRatio, () => canvas.createImage())
    return (await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' })).tempFilePath
  })

  return (
    <View className={`poster-view ${className}`}>
      <View ariaRole='img' ariaLabel={alt}>
        <Canvas
          type='2d'
          id={id}
          className='poster-view__canvas poster-view__canvas--shown'
          style={{ width: `${spec.width}px`, height: `${spec.height}px` }}
        />
      </View>
      {file ? (
        <Button className='poster-view__save' variant='primary' onClick={() => void saveToAlbum(file)}>
          保存到相册
        </Button>
      ) : (
        <Text className='poster-view__wait'>{failed ? FAILED_TEXT : WAIT_TEXT}</Text>
      )}
    </View>
  )
}

export { PosterPage } from './page'
export type { PosterViewProps } from './view-props'
export type { PosterSpec, PosterElement, Box } from './spec'
