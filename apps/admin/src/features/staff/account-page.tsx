import { STAFF_ROLE_HINTS } from '@foundation/contract/staff-messages';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/use-session';
import { DailyDigest } from './daily-digest';
import { TwoFactorSetUp, TwoFactorTurnOff } from './two-factor';
import { roleLabel } from './words';

export const accountWords = {
  heading: 'Your account',
  setupRequired:
    'Administrators of this site sign in with a code from an authenticator app as well as their password. Set up two-step sign-in below to open the rest of the back office.',
  twoFactor: 'Two-step sign-in',
  twoFactorWhy: 'A code from an app on your phone, asked after your password: someone who learns your password still cannot sign in.',
  isOn: 'On',
  isOff: 'Off',
};

/** The signed-in member's own account: who they are, their role, and their second factor. */
export function AccountPage() {
  usePageTitle(accountWords.heading);
  const { session } = useSession();
  if (!session) return null;
  const { staff } = session;
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{accountWords.heading}</h1>
      {staff.two_factor_setup_required && (
        <p role="status" className="rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {accountWords.setupRequired}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-300 bg-white p-4 text-sm">
        <dt className="font-semibold">Name</dt>
        <dd>{staff.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{staff.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>
          {roleLabel(staff.role)}
          <span className="block text-muted">{STAFF_ROLE_HINTS[staff.role]}</span>
        </dd>
      </dl>
      <section aria-labelledby="two-factor-heading" className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
        <h2 id="two-factor-heading" className="text-xl font-bold">
          {accountWords.twoFactor}: {staff.two_factor ? accountWords.isOn : accountWords.isOff}
        </h2>
        <p className="text-sm text-muted">{accountWords.twoFactorWhy}</p>
        {staff.two_factor ? <TwoFactorTurnOff /> : <TwoFactorSetUp />}
      </section>
      {/* An admin who must still set up two-step sign-in can use nothing else yet, this included. */}
      {!staff.two_factor_setup_required && <DailyDigest />}
    </div>
  );
}
