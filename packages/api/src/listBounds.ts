/**
 * The bounds list calls declare (`maxRows` of their endpoints): the most rows one answer holds. A paged call's bound is
 * its largest page; a call whose list is small by nature (a member's own users, a catalogue's makers…) or grows with the
 * group (members, suppliers, news) declares the size it is built for, with room above a real group's (SEED_SCALE 10:
 * ~400 members, 2,000 suppliers). The server checks its answers against them when it validates answers (tests).
 */

/** A member's own lists (users, points of sale, contact groups, a brand's products…) and small fixed catalogues. */
export const MEMBER_LIST_MAX = 1_000;
/** Lists that grow with the group: members, suppliers, news, the members holding a reference, an engine's articles. */
export const GROUP_LIST_MAX = 25_000;
/** One consumption report: its rows by supplier, brand, family and subfamily (a few hundred in the demo data). */
export const CONSUMPTION_REPORT_MAX_ROWS = 20_000;
/** The parts catalogue's navigation: makers, models, engines, assembly groups, vehicles of a plate. */
export const CATALOGUE_LIST_MAX = 5_000;
/** A member's promotions lists (workshops, their groups, campaigns, templates, mailings, gallery images). */
export const PROMOTION_LIST_MAX = 10_000;
/** Largest page of a tariff (the sizes 10, 25, 50 and 100). */
export const TARIFF_PAGE_MAX = 100;
/** Largest batch of a price update's lines (endIndex − startIndex). */
export const UPDATE_LINES_MAX = 500;
/** Articles a reference search answers at most (the first ones). */
export const REFERENCE_SEARCH_MAX = 500;
/** Vehicles a user's recent list keeps. */
export const RECENT_VEHICLES_MAX = 10;
/** Largest page of 'Mis pedidos'. */
export const ORDERS_PAGE_MAX = 100;
/** A user's personal API tokens listed in Mi Perfil (live ones are at most 20; expired ones stay until revoked). */
export const API_TOKENS_LISTED = 100;
/** Largest page of a tyre, lubricant or battery search (the screens ask 50). */
export const SPECIALTY_PAGE_MAX = 100;
