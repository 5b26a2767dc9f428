/**
 * Lets MUI's Link, Button and ListItemButton take `href` and still navigate
 * inside the app (client-side routing); external and mailto/tel links stay plain anchors.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const LinkBehavior = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function LinkBehavior({ href, ...props }, ref) {
    if (EXTERNAL.test(href)) return <a ref={ref} href={href} {...props} />;
    return <Link ref={ref} to={href} {...props} />;
  },
);
