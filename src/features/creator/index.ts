export { ClassroomScreen } from './components/classroom-screen'
export { ActivityListScreen } from './components/activity-list-screen'
export { ActivityDetailScreen } from './components/activity-detail-screen'
export { ChooseAddressScreen, type RewardAddressChooser, type RewardAddressChooserProps } from './components/choose-address-screen'
