import { Link, NavLink } from 'react-router';

type Props = {
  items: readonly { to: string; label: string }[];
  className: string;
  /** A class, or one that depends on whether the link is the current page. */
  linkClassName: string | ((state: { isActive: boolean }) => string);
  /** Marks the current page's link (aria-current); the footer's plain links do not. */
  markCurrent?: boolean;
};

/** A list of site links: the header's, its mobile menu's and the footer's. */
export function NavList({ items, className, linkClassName, markCurrent = true }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          {markCurrent ? (
            <NavLink to={item.to} className={linkClassName}>
              {item.label}
            </NavLink>
          ) : (
            <Link to={item.to} className={typeof linkClassName === 'string' ? linkClassName : linkClassName({ isActive: false })}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
