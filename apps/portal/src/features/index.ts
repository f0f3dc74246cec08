import type { Feature } from '../app/features';
import { contactsFeature } from './contacts';
import { dashboardFeature } from './dashboard';
import { loginFeature } from './login';
import { notFoundFeature } from './notFound';

/** Every feature of the portal; the shell and the router are built from this list. One feature per line. */
export const FEATURES: Feature[] = [
  loginFeature,
  dashboardFeature,
  contactsFeature,
  notFoundFeature,
];
