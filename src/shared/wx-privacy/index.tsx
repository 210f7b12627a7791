// WeChat's privacy authorization (index.weapp.tsx): the mini-program asks before its privacy
// APIs; a browser asks for each permission itself, so H5 has nothing to register or show.

/** H5: nothing to register. */
export function watchPrivacyAuthorization(): void {}

/** H5: no popup. */
export function PrivacyPrompt(): JSX.Element | null {
  return null
}
