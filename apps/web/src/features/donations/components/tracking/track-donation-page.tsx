import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { PageHero } from '../../../../components/ui/page-hero';
import { m } from '../../../../paraglide/messages.js';
import { trackDonation } from '../../api/track-donation';
import { recallGift } from '../../lib/manual-confirmation';
import { missingTrackFields, trackingFailure, type TrackFieldErrors, type TrackValues } from '../../lib/tracking-form';
import { TrackForm } from './track-form';
import { TrackedDonationCard } from './tracked-donation-card';

/** Track my donation: a reference (prefilled from ?reference=) and its phone find one gift. */
export function TrackDonationPage() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<TrackValues>(() => {
    const reference = params.get('reference')?.trim().toUpperCase() ?? '';
    // Coming from the confirmation in the same tab, the phone is already known.
    return { reference, phone: recallGift(reference)?.phone ?? '' };
  });
  const [errors, setErrors] = useState<TrackFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: trackDonation });

  async function lookUp(): Promise<TrackFieldErrors> {
    setFailure(null);
    const missing = missingTrackFields(values);
    if (Object.keys(missing).length) {
      lookup.reset();
      setErrors(missing);
      return missing;
    }
    setErrors({});
    try {
      await lookup.mutateAsync({ ...values });
      return {};
    } catch (error) {
      const { fields, message } = trackingFailure(error);
      setErrors(fields);
      setFailure(message);
      return fields;
    }
  }

  return (
    <>
      <PageHero eyebrow={m.manual_track_eyebrow()} title={m.manual_track_title()}>
        {m.manual_track_intro()}
      </PageHero>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[2fr_3fr]">
        <TrackForm values={values} onChange={setValues} errors={errors} failure={failure} busy={lookup.isPending} onSubmit={lookUp} />
        {lookup.data && lookup.variables && <TrackedDonationCard donation={lookup.data} lookup={lookup.variables} />}
      </div>
    </>
  );
}
