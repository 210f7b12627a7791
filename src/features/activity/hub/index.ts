export { ActivityHubScreen } from './hub-screen'
export { activityTag, placesText, HUB_TABS, REGISTRATION_TAGS, type HubTab } from './rules'
