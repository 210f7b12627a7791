export { countdownParts, countdownText, type CountdownParts } from './parts'
export { useCountdown, useRestartableCountdown, targetTime, type Countdown, type CountdownTarget } from './use-countdown'
