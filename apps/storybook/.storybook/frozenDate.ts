/** The instant every story sees as "now": 15 March 2026, 10:00 Madrid time. */
export const FROZEN_NOW = Date.UTC(2026, 2, 15, 9, 0, 0);

const RealDate = globalThis.Date;

class FrozenDate extends RealDate {
  constructor(...args: [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?]) {
    if (args.length === 0) super(FROZEN_NOW);
    else if (args.length === 1) super(args[0]);
    else super(...args);
  }

  static override now(): number {
    return FROZEN_NOW;
  }
}

/** Makes `new Date()` and `Date.now()` return FROZEN_NOW; dates built from values are unchanged. */
export function freezeDate(): void {
  globalThis.Date = FrozenDate as DateConstructor;
}

/** Gives back the real clock. */
export function restoreDate(): void {
  globalThis.Date = RealDate;
}
