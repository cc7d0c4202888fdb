import { useEffect } from 'react';
import { Link } from 'wouter';

/** Shown when a page crashes or its chunk fails to load (e.g. after a deploy): never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl text-brand-800">Something went wrong</h1>
      <p className="mt-4 text-muted">This page could not be shown. Please reload, or go back to the home page.</p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={() => window.location.reload()} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          Reload
        </button>
        <Link to="/" className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700">
          Home
        </Link>
      </div>
    </div>
  );
}
