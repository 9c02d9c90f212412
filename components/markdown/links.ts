/** Links that leave this site open in a new tab; routes, anchors and mail links stay in place. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('//');
}
