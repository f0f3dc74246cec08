// The directory cards' pieces live in the design system; the feature cards import them from here too.
export { CompanyLogo, type CompanyLogoProps, directoryCardFrame } from '@socios/ui';

/** The initials of a company's name (a logo's fallback): first letters of its first two words of three letters or more. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w) && w.length > 2)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
