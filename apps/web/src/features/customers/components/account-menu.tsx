import { Link } from 'react-router';
import { paths } from '@foundation/contract/routes';
import { useToken } from '../../../lib/use-token';
import { clearToken } from '../../../lib/auth-storage';

/** Login when logged out; Dashboard, My Courses and Logout when logged in (spec point 2). */
export function AccountMenu() {
  const token = useToken();
  const button = 'rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50';
  if (!token) {
    return (
      <Link to={paths.login} className={button}>
        Login
      </Link>
    );
  }
  return (
    <>
      <Link to={paths.courseListing} className={button}>
        My Courses
      </Link>
      <button type="button" className={button} onClick={() => clearToken()}>
        Logout
      </button>
    </>
  );
}
