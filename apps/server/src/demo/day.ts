/**
 * The day the demo data is dated from: its news of this week, this year's purchases up to this month, the price
 * updates to come… A parameter rather than the clock, so that the build's ready database can be made on one day and
 * fitted to another (src/demo/demoDay.ts) and a test can make it on an earlier day.
 */
export interface SeedDay {
  /** The demo data's 'now'. */
  now: Date;
  /** Purchases of the whole current year, months to come included (the ready database, trimmed when unpacked). */
  purchasesToYearEnd?: boolean;
}
