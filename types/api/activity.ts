// Domain `activity`: registration, recommend-a-purchase, lottery, upload, QR code.
export * from './activity-register'
export * from './activity-recommend'
export * from './activity-lottery'
export * from './activity-team-pk'
export * from './activity-display'
