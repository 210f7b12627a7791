import { Input, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { cx } from '@/shared/form/look'
import './index.scss'

export interface SearchBarProps {
  value: string
  placeholder: string
  /** What is searched for, heard by assistive technology (the placeholder goes once typed in). */
  label: string
  maxlength?: number
  onInput: (value: string) => void
  /** The keyboard's 搜索 key, and the 搜索 button when there is one. */
  onSearch?: () => void
  /** Shows a 搜索 button beside the box (a list searched on confirm); without it the list follows the typing. */
  withButton?: boolean
  className?: string
}

/** The app's one search box: a grey pill on the white bar, its text centred in it, in both targets. */
export function SearchBar({ value, placeholder, label, maxlength, onInput, onSearch, withButton = false, className }: SearchBarProps) {
  return (
    <View className={cx('search-bar', className)} role='search'>
      <Input
        className='search-bar__input'
        value={value}
        placeholder={placeholder}
        aria-label={label}
        maxlength={maxlength}
        confirmType='search'
        onInput={(e) => onInput(e.detail.value)}
        onConfirm={onSearch}
      />
      {withButton && (
        <Button className='search-bar__go' variant='primary' size='m' onClick={onSearch}>
          搜索
        </Button>
      )}
    </View>
  )
}
