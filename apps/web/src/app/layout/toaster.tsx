import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'wouter';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from '../../lib/toast';
import { dirOf, getLocale } from '../../lib/locale';
import { m } from '../../paraglide/messages.js';

/**
 * sonner's rich green and red text sit just under WCAG's 4.5:1 on their pale backgrounds;
 * the same hues a shade darker pass (about 6:1), so a success or an error reads for everyone.
 */
const readableColors = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

/** Spec point 9: after the pointer has rested on the toasts, they go this long after it leaves. */
const EXTENDED_TIMEOUT_MS = 1000;
/** sonner's own gaps from the top edge (desktop, and phones under 600 px), kept below the header. */
const GAP = { desktop: 24, mobile: 16 };

/** The site header, not an article's <header> inside the page; none on /login. */
const siteHeader = () => [...document.querySelectorAll('header')].find((h) => !h.closest('main')) ?? null;

/**
 * The sticky header's height, followed as it changes (the top bar wraps on phones, the menu opens):
 * top-right toasts sit under it, so they never hide the Donate button, the account menu or the menu toggle.
 */
function useHeaderHeight() {
  const [pathname] = useLocation();
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = siteHeader();
    if (!header) return setHeight(0);
    const measure = () => setHeight(header.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [pathname]);
  return height;
}

/**
 * Spec point 9: top-right (top-left on an Urdu page, mirrored like the rest), newest on top, 5000 ms. Pointing at the toasts holds them (sonner pauses
 * its timers); once the pointer leaves they close after the extended time-out, as the spec's toasts
 * do, rather than running out the rest of their 5 s.
 */
export default function Toaster() {
  const timer = useRef<number | undefined>(undefined);
  const headerHeight = useHeaderHeight();
  const hold = () => window.clearTimeout(timer.current);
  const release = () => {
    hold();
    timer.current = window.setTimeout(() => toast.dismiss(), EXTENDED_TIMEOUT_MS);
  };
  useEffect(() => hold, []);
  const locale = getLocale();
  // After sonner's own effect has subscribed (a child's effects run first). The first toasts wait a
  // moment more, so a screen reader has met the empty live region before anything is added to it.
  useEffect(() => {
    let detach = () => {};
    const start = window.setTimeout(() => {
      detach = attachToaster(({ kind, title, message }) => toast[kind](title, { description: message }));
    }, 100);
    return () => {
      window.clearTimeout(start);
      detach();
    };
  }, []);
  return (
    <div onMouseEnter={hold} onMouseLeave={release}>
      <Sonner
        position={locale === 'ur' ? 'top-left' : 'top-right'}
        dir={dirOf(locale)}
        duration={5000}
        richColors
        closeButton
        visibleToasts={5}
        offset={{ top: headerHeight + GAP.desktop }}
        mobileOffset={{ top: headerHeight + GAP.mobile }}
        style={readableColors}
        containerAriaLabel={m.site_toasts_label()}
        toastOptions={{ closeButtonAriaLabel: m.site_toast_close() }}
      />
    </div>
  );
}
