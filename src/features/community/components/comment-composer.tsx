import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { TextArea } from '@/shared/textarea'
import type { CommentComposer as Composer } from '../hooks/use-comment-composer'
import { COMMENT_MAX_LENGTH } from '../submit-comment'
import './comment-composer.scss'

/** The comment box. Nothing typed is cleared except by a successful post. */
export function CommentComposer({ composer }: { composer: Composer }) {
  const { text, setText, refusal, sending, submit, replyTo, setReplyTo, restored } = composer
  const placeholder = replyTo ? `回复 @${replyTo.name}` : '说点什么吧，文明发言哦～'
  return (
    <View className='cm-composer'>
      {replyTo && (
        <View className='cm-composer__reply'>
          <Text>回复 @{replyTo.name}</Text>
          <View className='cm-composer__reply-cancel' role='button' onClick={() => setReplyTo(undefined)}>
            取消回复
          </View>
        </View>
      )}
      <TextArea
        className='cm-composer__input'
        invalid={!!refusal}
        value={text}
        placeholder={placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        onChange={setText}
      />
      {restored && !refusal && <Text className='cm-composer__hint'>已恢复上次未发布的内容</Text>}
      {refusal && (
        <View className='cm-composer__refusal' role='alert'>
          {refusal}
        </View>
      )}
      <View className='cm-composer__bar'>
        <Text className='cm-composer__count'>
          {text.length}/{COMMENT_MAX_LENGTH}
        </Text>
        <Button className='cm-composer__send' variant='primary' size='s' disabled={sending} onClick={() => void submit()}>
          {sending ? '发布中…' : '发布'}
        </Button>
      </View>
    </View>
  )
}
