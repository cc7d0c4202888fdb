/**
 * Every address this site sends a browser to (a Location header) is a path on this site, never
 * another host. A browser reads `//evil.example` and `/\evil.example` as another host, and drops
 * tabs and newlines before reading (so `/\t/evil.example` is `//evil.example` too); a path decoded
 * from the request (`/%2F%2Fevil.example`) can hold any of them. So a Location is built from a
 * decoded path by sitePath, and whatever a route or plugin sets is checked again on its way out
 * (registerOnSiteRedirects).
 */

/** A segment percent-encoded, but for the sub-delimiters a path may hold as they are (`/video&lecture`). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A decoded path as an on-site Location: percent-encoded (a backslash, tab or letter of Urdu is
 * sent as %5C, %09, %D8…), with empty, `.` and `..` segments resolved, so it always starts with
 * exactly one `/` followed by something that is not a slash. A trailing slash is kept.
 */
export function sitePath(decoded: string, search = ''): string {
  const parts = decoded.split('/');
  const trailing = parts.length > 1 && parts[parts.length - 1] === '';
  const kept: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') kept.pop();
    else kept.push(encodeSegment(part));
  }
  const path = `/${kept.join('/')}${trailing && kept.length > 0 ? '/' : ''}`;
  return `${path}${search}`;
}

/**
 * Whether a Location stays on this site as a browser reads it: a path from the root, its second
 * character not a slash or backslash, and nothing a browser strips or rewrites (control characters,
 * spaces, backslashes) anywhere in it.
 */
export const isOnSite = (location: string) => /^\/(?![/\\])/.test(location) && /^[!-~]*$/.test(location) && !location.includes('\\');

/**
 * The on-site form of any Location: itself when it already is one; an absolute address of this
 * site (`origin`) as its path; anything else (another host, however written) as the path a
 * browser would have read, re-encoded, so the visitor stays here.
 */
export function onSiteLocation(location: string, origin: string): string {
  if (isOnSite(location)) return location;
  // Read as a browser reads it: tabs and newlines dropped, backslashes as slashes.
  let url: URL;
  try {
    url = new URL(location, 'http://site.invalid/');
  } catch {
    return '/';
  }
  const ours = url.origin === 'http://site.invalid' || url.origin === origin;
  const path = ours ? safeDecode(url.pathname) : safeDecode(`/${url.host}${url.pathname}`);
  return sitePath(path ?? '/', url.search) + url.hash;
}

/** A percent-encoded path decoded, or null when its encoding is broken. */
export function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
