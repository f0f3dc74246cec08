import type { Feature } from '../app/features';
import { dashboardFeature } from './dashboard';
import { loginFeature } from './login';
import { notFoundFeature } from './notFound';

/** Every feature of the portal; the shell and the router are built from this list (the 404 page goes last). */
export const FEATURES: Feature[] = [loginFeature, dashboardFeature, notFoundFeature];
