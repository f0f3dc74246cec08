/**
 * The safe arithmetic evaluator of the study formulas (spec 000 §3, §8): FORM_PVP and FORM_NETO combine a brand's
 * discounts, written as {id} placeholders that stand for discount ids. No eval, no Function: a small recursive-
 * descent parser compiles the text once into a closure tree, which is then evaluated for any discount values.
 *
 * Grammar: expr = term (('+'|'-') term)* ; term = unary (('*'|'/') unary)* ; unary = ('-'|'+') unary | primary ;
 * primary = number | '{' id '}' | '(' expr ')'. Spaces are ignored.
 *
 * Choices:
 * - Numbers accept '.' or ',' as the decimal separator ('0,5' = '0.5'); there are no thousands separators.
 * - The id inside braces is trimmed and must not be empty; ids are compared as text ('{ 12 }' is id '12').
 * - A placeholder with no value, a division by zero or any non-finite result is an evaluation error; the caller
 *   turns it into 'Error al calcular PVP' / 'Error al calcular NETO'.
 * - Texts over 2,000 characters or nested over 100 levels are refused (no stack exhaustion on hostile input).
 */

/** A formula compiled once, evaluated many times. */
export interface CompiledFormula {
  readonly source: string;
  /** The placeholder ids the formula uses, in order of first appearance. */
  readonly placeholders: readonly string[];
  /** Evaluates the formula; throws FormulaError when a value is missing or the result is not finite. */
  evaluate(lookup: (id: string) => number | undefined): number;
}

/** Why a formula could not be compiled or evaluated. */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
}

/** Longest formula accepted. */
export const FORMULA_MAX_LENGTH = 2000;
const MAX_DEPTH = 100;

type Node = (lookup: (id: string) => number | undefined) => number;

class Parser {
  private pos = 0;
  private depth = 0;
  readonly placeholders: string[] = [];

  constructor(private readonly text: string) {}

  parse(): Node {
    const node = this.expr();
    this.skipSpaces();
    if (this.pos < this.text.length) throw new FormulaError(`Carácter inesperado en la posición ${this.pos + 1}`);
    return node;
  }

  private skipSpaces(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  private peek(): string {
    this.skipSpaces();
    return this.text[this.pos] ?? '';
  }

  private expr(): Node {
    if (++this.depth > MAX_DEPTH) throw new FormulaError('Fórmula demasiado anidada');
    let left = this.term();
    for (let op = this.peek(); op === '+' || op === '-'; op = this.peek()) {
      this.pos++;
      const l = left;
      const r = this.term();
      left = op === '+' ? (v) => l(v) + r(v) : (v) => l(v) - r(v);
    }
    this.depth--;
    return left;
  }

  private term(): Node {
    let left = this.unary();
    for (let op = this.peek(); op === '*' || op === '/'; op = this.peek()) {
      this.pos++;
      const l = left;
      const r = this.unary();
      left = op === '*' ? (v) => l(v) * r(v) : (v) => l(v) / r(v);
    }
    return left;
  }

  private unary(): Node {
    const c = this.peek();
    if (c === '-' || c === '+') {
      this.pos++;
      if (++this.depth > MAX_DEPTH) throw new FormulaError('Fórmula demasiado anidada');
      const inner = this.unary();
      this.depth--;
      return c === '-' ? (v) => -inner(v) : inner;
    }
    return this.primary();
  }

  private primary(): Node {
    const c = this.peek();
    if (c === '(') {
      this.pos++;
      const inner = this.expr();
      if (this.peek() !== ')') throw new FormulaError('Falta un paréntesis de cierre');
      this.pos++;
      return inner;
    }
    if (c === '{') {
      const close = this.text.indexOf('}', this.pos);
      if (close < 0) throw new FormulaError('Falta una llave de cierre');
      const id = this.text.slice(this.pos + 1, close).trim();
      if (id === '' || id.includes('{')) throw new FormulaError('Marcador vacío o mal formado');
      this.pos = close + 1;
      if (!this.placeholders.includes(id)) this.placeholders.push(id);
      return (lookup) => {
        const value = lookup(id);
        if (value === undefined || !Number.isFinite(value)) throw new FormulaError(`Sin valor para {${id}}`);
        return value;
      };
    }
    const match = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)/.exec(this.text.slice(this.pos, this.pos + 64));
    if (match) {
      this.pos += match[0].length;
      const value = Number(match[0].replace(',', '.'));
      return () => value;
    }
    throw new FormulaError(c === '' ? 'Fórmula incompleta' : `Carácter inesperado en la posición ${this.pos + 1}`);
  }
}

/** Compiles a formula; ok false with the reason when the text is not a valid formula. */
export function compileFormula(source: string): { readonly ok: true; readonly formula: CompiledFormula } | { readonly ok: false; readonly reason: string } {
  if (source.length > FORMULA_MAX_LENGTH) return { ok: false, reason: 'Fórmula demasiado larga' };
  try {
    const parser = new Parser(source);
    const root = parser.parse();
    const formula: CompiledFormula = {
      source,
      placeholders: parser.placeholders,
      evaluate(lookup) {
        const result = root(lookup);
        if (!Number.isFinite(result)) throw new FormulaError('Resultado no finito');
        return result;
      },
    };
    return { ok: true, formula };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Compiles and evaluates a formula in one go; null when it is invalid or cannot be evaluated. */
export function evaluateFormula(source: string, values: ReadonlyMap<string, number> | Readonly<Record<string, number>>): number | null {
  const compiled = compileFormula(source);
  if (!compiled.ok) return null;
  const get = values instanceof Map ? (id: string) => values.get(id) : (id: string) => (values as Readonly<Record<string, number>>)[id];
  try {
    return compiled.formula.evaluate(get);
  } catch (error) {
    if (error instanceof FormulaError) return null;
    throw error;
  }
}
