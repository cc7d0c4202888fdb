import { Link } from 'wouter';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/** Any address that is no page of the site (the server sends it with 404). */
export default function NotFoundPage() {
  usePageMeta(m.site_not_found_heading(), m.site_not_found_text());
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-gold-500">404</p>
      <h1 className="mt-4 text-3xl text-brand-800">{m.site_not_found_heading()}</h1>
      <p className="mt-4 text-muted">{m.site_not_found_text()}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {m.site_not_found_back()}
      </Link>
    </section>
  );
}
