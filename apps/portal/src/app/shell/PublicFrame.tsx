import { Outlet } from 'react-router';
import { PublicLayout } from './PublicLayout';

/** The router's frame of the pages outside the login (login, logout, reset link, 404). */
export function PublicFrame() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
