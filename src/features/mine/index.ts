export { allServices, MINE_ENTRIES, orderEntries, SERVICE_GROUPS, type MineEntry, type MineEntryGroup } from './entries'
export { EntryGrid } from './components/entry-grid'
export { ProfileHeader, type ProfileHeaderProps } from './components/profile-header'
export { ProfileError } from './components/profile-error'
