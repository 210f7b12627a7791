// The carrier's last event, stated once: the dev API server's shipments end with it
// (mock/seed/orders.ts imports this file by path) and the order detail treats a parcel whose
// newest event it is as delivered (every event done), any other as still under way.
export const TRACKING_SIGNED = '已签收'
