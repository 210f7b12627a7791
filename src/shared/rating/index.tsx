import { roundScore, starFills, ratingLabel, type StarFill } from './fill'
import './index.scss'

export interface RatingProps {
  value: number
  /** How many stars; 5 unless told. */
  max?: number
  /** Scores on halves (3.5), shown as half stars and, when editable, chosen by halves. */
  allowHalf?: boolean
  /** Shows the score only (reviews, lists): one image for screen readers, no taps. */
  readOnly?: boolean
  /** Names the choice for screen readers, e.g. 商品评分; default 评分. */
  label?: string
  className?: string
  onChange?: (value: number) => void
}

function Star({ fill }: { fill: StarFill }) {
  return (
    <span className={`rating-stars__star rating-stars__star--${fill}`} aria-hidden='true'>
      ★
    </span>
  )
}

/** The scores a tap can pick, lowest first: 1..max, or 0.5..max by halves. */
const choices = (max: number, allowHalf: boolean) =>
  Array.from({ length: allowHalf ? max * 2 : max }, (_, i) => (allowHalf ? (i + 1) / 2 : i + 1))

/**
 * Stars for a score. Read-only it is one labelled image; editable it is a radio group, one radio
 * per choosable score (two per star with half stars: the left half picks x.5), so screen readers
 * and keyboards reach every score, not only taps.
 */
export function Rating({ value, max = 5, allowHalf = false, readOnly, label = '评分', className = '', onChange }: RatingProps) {
  const score = roundScore(value, max, allowHalf)
  const stars = starFills(score, max, allowHalf).map((fill, i) => <Star key={i} fill={fill} />)
  if (readOnly || !onChange) {
    return (
      <span className={`rating-stars rating-stars--read-only ${className}`} role='img' aria-label={ratingLabel(score, max)}>
        {stars}
      </span>
    )
  }
  return (
    <span className={`rating-stars ${className}`} role='radiogroup' aria-label={label}>
      {stars}
      <span className={`rating-stars__hits ${allowHalf ? 'rating-stars__hits--half' : ''}`}>
        {choices(max, allowHalf).map((n) => (
          <button
            key={n}
            type='button'
            className='rating-stars__hit'
            role='radio'
            aria-checked={n === score}
            aria-label={`${n} 星`}
            onClick={() => n !== score && onChange(n)}
          />
        ))}
      </span>
    </span>
  )
}

export { starFills, roundScore, ratingLabel, type StarFill }
