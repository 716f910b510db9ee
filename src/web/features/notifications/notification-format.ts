/** Only a path of this app is followed; anything else (another site) is shown without a link. */
export function isAppPath(link: string | null): link is string {
  return link !== null && /^\/(?![/\\])/.test(link);
}
