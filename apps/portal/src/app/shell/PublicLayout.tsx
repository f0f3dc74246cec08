import { Footer, PublicFrame } from '@socios/ui';
import type { ReactNode } from 'react';
import { GROUP } from '../brand';

/**
 * The pages outside the login (login, logout, reset link, 404): the page fills the screen, then the footer. Without
 * router code, so that the light login screen (app/LoginScreen.tsx) uses it too.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicFrame footer={<Footer groupName={GROUP.name} />}>{children}</PublicFrame>;
}
