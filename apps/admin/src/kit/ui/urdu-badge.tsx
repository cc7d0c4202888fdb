import { kitMessages } from '../messages';
import { URDU } from '../translations';

/** Beside a list row's title: the record has its title in Urdu too. Said in English, shown in Urdu. */
export function UrduBadge() {
  return (
    <span className="ms-2 inline-block whitespace-nowrap rounded-full border border-brand-700 bg-brand-50 px-2 text-xs font-semibold text-brand-800">
      <span aria-hidden="true" lang={URDU.code} dir="rtl">
        {URDU.native}
      </span>
      <span className="sr-only">{kitMessages.hasUrdu}</span>
    </span>
  );
}
