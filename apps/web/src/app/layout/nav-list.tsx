import { Link, useLocation } from 'wouter';
import type { NavItem } from './nav-items';

type Props = {
  items: readonly NavItem[];
  className: string;
  /** A class, or one that depends on whether the link is the current page. */
  linkClassName: string | ((state: { isActive: boolean }) => string);
  /** Marks the current page's link (aria-current); the footer's plain links do not. */
  markCurrent?: boolean;
};

/** The link's page, or a page under it (`/blogs/…`); `/` only itself. */
const isCurrent = (to: string, pathname: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

/** A list of site links: the header's, its mobile menu's and the footer's. */
export function NavList({ items, className, linkClassName, markCurrent = true }: Props) {
  const [pathname] = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => {
        const isActive = markCurrent && isCurrent(item.to, pathname);
        return (
          <li key={item.to}>
            <Link to={item.to} aria-current={isActive ? 'page' : undefined} className={typeof linkClassName === 'string' ? linkClassName : linkClassName({ isActive })}>
              {item.label()}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
