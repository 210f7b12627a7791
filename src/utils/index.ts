export { PHONE_PATTERN, isPhone, phoneError, smsCodeError } from './validate'
export { cappedNumber, formatCount } from './count'
export { formatDate, formatDateTime, formatDuration, relativeTime, type TimeInput } from './time'
export { distanceKm, type LatLng } from './distance'
