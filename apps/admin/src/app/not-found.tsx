import { Link } from 'react-router';
import { ui } from '../components';

export function NotFound() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <Link to="/" className={ui.link}>
        Go to donations
      </Link>
    </div>
  );
}
