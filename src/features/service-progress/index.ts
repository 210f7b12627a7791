export * from './api'
export { serviceTimeline, isFinished, type Timeline, type TimelineStep } from './timeline'
export { ServiceProgressListScreen } from './components/list-screen'
export { ServiceOrderScreen } from './components/order-screen'
