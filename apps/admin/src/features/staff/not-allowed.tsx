import { Link } from 'react-router';
import type { StaffRole } from '@foundation/contract/staff-messages';
import { ui } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { roleLabel } from './words';

export const notAllowedWords = {
  heading: 'Not allowed for your role',
  body: (screen: string, role: StaffRole) => `${screen} is not open to your role (${roleLabel(role).toLowerCase()}). If you need it for your work, ask an administrator.`,
  back: (label: string) => `Go to ${label.toLowerCase()}`,
};

/** What an address shows when the member's role may not open it: never a screen of failing requests. */
export function NotAllowed({ screen, role, home }: { screen: string; role: StaffRole; home?: { to: string; label: string } }) {
  usePageTitle(notAllowedWords.heading);
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-2xl font-bold">{notAllowedWords.heading}</h1>
      <p>{notAllowedWords.body(screen, role)}</p>
      {home && (
        <Link to={home.to} className={ui.link}>
          {notAllowedWords.back(home.label)}
        </Link>
      )}
    </div>
  );
}
