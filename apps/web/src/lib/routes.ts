import { paths, type PathName } from '@foundation/contract/routes';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * Builds the URL of a named route of the spec (`donation`, `donationForm`, `singleBlog` ...)
 * with its path parameters and query, so no page spells a route by hand.
 */
export function href(name: PathName, params: Record<string, string | number> = {}, query?: Query): string {
  let path: string = paths[name];
  for (const [k, v] of Object.entries(params)) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
  if (query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
    const s = qs.toString();
    if (s) path += `?${s}`;
  }
  return path;
}
