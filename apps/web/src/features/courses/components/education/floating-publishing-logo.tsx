import { useId, useState } from 'react';
import { Link } from 'wouter';
import { href } from '../../../../lib/routes';
import { BookIcon } from '../../../../components/icons';
import { m } from '../../../../paraglide/messages.js';

/**
 * The publishing house's badge floating over the education page. Its tooltip shows on hover and
 * on keyboard focus, stays while the pointer is on it, and Escape dismisses it (WCAG 1.4.13).
 */
export function FloatingPublishingLogo() {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <div className="fixed bottom-5 start-5 z-30" onMouseEnter={show} onMouseLeave={hide}>
      <Link
        to={href('publishing')}
        aria-describedby={tipId}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(e) => e.key === 'Escape' && hide()}
        className="flex size-14 items-center justify-center rounded-full bg-gold-500 text-brand-900 shadow-lg ring-4 ring-white transition hover:scale-105 hover:bg-gold-400 motion-reduce:transition-none"
      >
        <BookIcon className="size-7" />
        <span className="sr-only">{m.learn_publishing_badge()}</span>
      </Link>
      <p
        id={tipId}
        role="tooltip"
        className={`absolute bottom-full start-0 mb-3 w-60 rounded-xl bg-brand-900 px-4 py-3 text-sm text-white shadow-xl transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      >
        <strong className="block font-display text-base text-gold-300">{m.learn_publishing_tip_title()}</strong>
        {m.learn_publishing_tip_text()}
      </p>
    </div>
  );
}
