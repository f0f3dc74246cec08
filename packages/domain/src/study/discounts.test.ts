import { describe, expect, it } from 'vitest';
import { applyDiscountEdits } from './discounts';
import type { StudyDiscount } from './types';

const discount = (ID: number, DTO: number, DTO_MAX: number): StudyDiscount => ({ MARCA: 'BREMBO', ID, DTO, DTO_MAX });

describe('applyDiscountEdits', () => {
  const study = [discount(1, 30, 40), discount(2, 10, 15)];

  it('applies valid edits to DTO, or to DTO_MAX in maximums mode', () => {
    expect(applyDiscountEdits(study, new Map([[1, 35]]), false)).toEqual([discount(1, 35, 40), discount(2, 10, 15)]);
    expect(applyDiscountEdits(study, new Map([[2, 20]]), true)).toEqual([discount(1, 30, 40), discount(2, 10, 20)]);
  });

  it('leaves the study value in the maths while an edit is invalid', () => {
    const edits = new Map<number, number | null>([
      [1, null],
      [2, -5],
    ]);
    expect(applyDiscountEdits(study, edits, false)).toEqual(study);
    expect(applyDiscountEdits(study, new Map([[1, 1234.56]]), false)).toEqual(study);
  });
});
