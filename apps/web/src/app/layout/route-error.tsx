import { useEffect } from 'react';
import { Link } from 'wouter';
import { m } from '../../paraglide/messages.js';

/** Shown when a page crashes or its chunk fails to load (e.g. after a deploy): never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl text-brand-800">{m.site_route_error_heading()}</h1>
      <p className="mt-4 text-muted">{m.site_route_error_text()}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={() => window.location.reload()} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          {m.site_reload()}
        </button>
        <Link to="/" className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700">
          {m.site_nav_home()}
        </Link>
      </div>
    </div>
  );
}
