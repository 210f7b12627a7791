// types/api's ORDER_LIMITS copied (src takes only types from types/api; a unit test holds the
// two equal): how many lines, how many of one, how long a remark.
export const ORDER_LIMITS = { lines: 50, quantity: 99, remark: 100 } as const
