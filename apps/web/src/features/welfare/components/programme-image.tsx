import type { ProgrammeKey } from '../data/programmes';

/** A programme's drawn illustration: small SVGs, lazily loaded, with their size reserved. */
export function ProgrammeImage({ programme, className = '' }: { programme: ProgrammeKey; className?: string }) {
  return <img src={`/images/pages/welfare/${programme}.svg`} alt="" width={400} height={230} loading="lazy" decoding="async" className={`bg-brand-50 object-cover ${className}`} />;
}
