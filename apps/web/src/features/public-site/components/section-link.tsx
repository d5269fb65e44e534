import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LANDING_SECTIONS, type LandingSection } from '../lib/landing-sections';

interface SectionLinkProps {
  section: LandingSection;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link to a section of the landing. On the landing it is a plain anchor, so the browser jumps
 * and moves focus as it does for any in-page link; elsewhere it navigates to the landing first.
 */
export function SectionLink({ section, className, onClick, children }: SectionLinkProps) {
  const { pathname } = useLocation();
  const id = LANDING_SECTIONS[section];
  if (pathname === '/') {
    return (
      <a href={`#${id}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${id}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
