/**
 * Lets MUI's Link, Button and ListItemButton take `href` and still navigate
 * inside the app (client-side routing); external and mailto/tel links stay plain anchors, and so do
 * the server's own files (the API's downloads, /uploads) and any `download` link: no page of the
 * app is there, and the router would draw its 404 instead of letting the browser fetch the file.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const SERVER_FILES = /^\/(?:api|uploads)\//;

export const LinkBehavior = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function LinkBehavior({ href, ...props }, ref) {
    if (EXTERNAL.test(href) || SERVER_FILES.test(href) || props.download !== undefined) return <a ref={ref} href={href} {...props} />;
    return <Link ref={ref} to={href} {...props} />;
  },
);
