/** A partner's share scene as the server makes it; the lead page and index.html's early call refuse any other. */
export const PARTNER_SCENE_PATTERN = /^[a-z0-9]{8,16}$/
