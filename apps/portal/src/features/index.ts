import type { Feature } from '../app/features';
import { consumptionFeature } from './consumption';
import { contactsFeature } from './contacts';
import { dashboardFeature } from './dashboard';
import { documentsFeature } from './documents';
import { loginFeature } from './login';
import { memberConditionsFeature } from './memberConditions';
import { membersFeature } from './members';
import { newsFeature } from './news';
import { notFoundFeature } from './notFound';
import { ordersFeature } from './orders';
import { partsFeature } from './parts';
import { profileFeature } from './profile';
import { promotionsFeature } from './promotions';
import { searchFeature } from './search';
import { specialtiesFeature } from './specialties';
import { studiesFeature } from './studies';
import { suppliersFeature } from './suppliers';
import { tariffsFeature } from './tariffs';

/** Every feature of the portal; the shell and the router are built from this list. One feature per line. */
export const FEATURES: Feature[] = [
  loginFeature,
  searchFeature,
  dashboardFeature,
  newsFeature,
  documentsFeature,
  profileFeature,
  contactsFeature,
  promotionsFeature,
  studiesFeature,
  membersFeature,
  memberConditionsFeature,
  suppliersFeature,
  consumptionFeature,
  tariffsFeature,
  partsFeature,
  specialtiesFeature,
  ordersFeature,
  notFoundFeature,
];
