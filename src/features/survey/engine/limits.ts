// Limits a question takes when the survey does not set its own.
export const DEFAULT_STARS = 5
export const NPS_MAX = 10
export const TEXT_MAX = 50
export const TEXTAREA_MAX = 500
export const OTHER_MAX = 50
export const DEFAULT_MAX_IMAGES = 3
