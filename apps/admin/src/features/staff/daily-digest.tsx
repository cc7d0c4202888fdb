import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPreferencesResponse } from '@foundation/contract/admin/staff-preferences';
import { Alert, ui } from '../../components';
import { useToast } from '../../kit/ui/toast';
import { useSession } from '../../lib/use-session';

export const digestWords = {
  heading: 'Daily summary',
  why: 'One e-mail each morning with what waits for your role (receipts to check, book orders to send, messages to answer), each with a link to its list. None on a day nothing waits.',
  label: 'E-mail me the daily summary',
  loading: 'Loading your choice…',
  on: 'You will get the daily summary.',
  off: 'The daily summary is off.',
};

const key = ['me', 'preferences'] as const;

/** The member's own daily digest, on or off, saved as soon as the box is ticked or cleared. */
export function DailyDigest() {
  const id = useId();
  const { request } = useSession();
  const client = useQueryClient();
  const toast = useToast();
  const preferences = useQuery({ queryKey: key, queryFn: ({ signal }) => request<StaffPreferencesResponse>('me/preferences', { signal }).then((r) => r.data) });
  const save = useMutation({
    mutationFn: (on: boolean) => request<StaffPreferencesResponse>('me/preferences', { method: 'PATCH', body: { daily_digest: on } }).then((r) => r.data),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toast(saved.daily_digest ? digestWords.on : digestWords.off);
    },
  });
  // What the box shows while a change is on its way: the choice just made.
  const checked = save.isPending ? save.variables : preferences.data?.daily_digest;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {digestWords.heading}
      </h2>
      <p id={`${id}-why`} className="text-sm text-muted">
        {digestWords.why}
      </p>
      {preferences.isError && <Alert>{preferences.error.message}</Alert>}
      {save.isError && <Alert>{save.error.message}</Alert>}
      {preferences.isPending ? (
        <p role="status" className="text-muted">
          {digestWords.loading}
        </p>
      ) : (
        preferences.data && (
          <div className="flex items-center gap-2">
            <input
              id={id}
              type="checkbox"
              checked={checked ?? false}
              disabled={save.isPending}
              onChange={(e) => save.mutate(e.target.checked)}
              aria-describedby={`${id}-why`}
              className="size-5 accent-brand-800"
            />
            <label htmlFor={id} className={ui.label}>
              {digestWords.label}
            </label>
          </div>
        )
      )}
    </section>
  );
}
