import type { MouseEvent } from 'react';
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';

/** Whether a link target is the page already shown (path, query and hash). */
export function isSameLocation(
  to: LinkProps['to'],
  location: { pathname: string; search: string; hash: string },
): boolean {
  const target = typeof to === 'string' ? new URL(to, 'http://site') : null;
  if (!target) return false;
  return (
    target.pathname === location.pathname &&
    target.search === location.search &&
    target.hash === location.hash
  );
}

/** A router link that ignores a click to the route already shown (spec §2). */
export function AppLink(props: LinkProps) {
  const location = useLocation();
  const { onClick, to } = props;
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (isSameLocation(to, location)) event.preventDefault();
  }
  return <Link {...props} onClick={handleClick} />;
}

/** A navigation link (active state) that also ignores a click to the route already shown. */
export function AppNavLink(props: NavLinkProps) {
  const location = useLocation();
  const { onClick, to } = props;
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (isSameLocation(to, location)) event.preventDefault();
  }
  return <NavLink {...props} onClick={handleClick} />;
}
