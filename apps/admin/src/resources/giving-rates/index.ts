import { ROLES } from '@foundation/contract/staff-messages';
import type { SingletonResource } from '../../kit/types';

/** The season's rates the public Zakat calculator and the Fitrana/Fidya choice use; finance keeps them. */
export const givingRates: SingletonResource = {
  kind: 'singleton',
  path: 'giving-rates',
  label: 'Zakat and Fitrana rates',
  one: 'rates',
  roles: ROLES.money,
  fields: [
    { kind: 'section', name: 'metals', label: 'Gold and silver', hint: 'The nisab is worked out from these; the calculator shows the date.' },
    { kind: 'money', name: 'gold_per_tola', label: 'Gold per tola', hint: 'In rupees.' },
    { kind: 'money', name: 'silver_per_tola', label: 'Silver per tola', hint: 'In rupees.' },
    { kind: 'date', name: 'prices_date', label: 'Prices set on' },
    { kind: 'section', name: 'fitrana', label: 'Fitrana and Fidya per person', hint: 'As announced this Ramadan; a staple left empty is not offered.' },
    { kind: 'money', name: 'fitrana_wheat', label: 'Fitrana (wheat)' },
    { kind: 'money', name: 'fitrana_barley', label: 'Fitrana (barley)' },
    { kind: 'money', name: 'fitrana_dates', label: 'Fitrana (dates)' },
    { kind: 'money', name: 'fitrana_raisins', label: 'Fitrana (raisins)' },
    { kind: 'money', name: 'fidya', label: 'Fidya (one person, one day)' },
    { kind: 'section', name: 'calendar', label: 'Hijri calendar' },
    { kind: 'number', name: 'hijri_offset_days', label: 'Hijri day offset', min: -2, max: 2, step: 1, hint: 'Days the local moon sighting differs from Umm al-Qura (−2 to 2).' },
  ],
  schema: () => import('@foundation/contract/giving-rates').then((m) => m.GivingRatesPatchSchema),
};
