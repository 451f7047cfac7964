// The units applicator arithmetic uses, with the conversions the lessons teach: 1 gallon = 4 quarts = 8 pints =
// 128 fluid ounces, 1 pound = 16 ounces, 1 acre = 43,560 square feet, 1 mile = 5,280 feet.

/** What a unit measures. An "ounce" alone is a fluid ounce for a liquid and a weight for a dry product. */
export type TDimension = 'volume' | 'weight' | 'area' | 'length' | 'ounce';

export interface TUnit {
  dimension: TDimension;
  /** How many of the dimension's base unit (fluid ounce, ounce, square foot, foot) one of this unit is. */
  base: number;
  singular: string;
  plural: string;
}

const unit = (dimension: TDimension, base: number, singular: string, plural = `${singular}s`): TUnit => ({
  dimension,
  base,
  singular,
  plural,
});

export const units = {
  gallon: unit('volume', 128, 'gallon'),
  quart: unit('volume', 32, 'quart'),
  pint: unit('volume', 16, 'pint'),
  fluidOunce: unit('volume', 1, 'fluid ounce'),
  pound: unit('weight', 16, 'pound'),
  ounce: unit('weight', 1, 'ounce'),
  /** "Ounces" of a product the question does not say is liquid or dry: kept as written, never converted. */
  anyOunce: unit('ounce', 1, 'ounce'),
  acre: unit('area', 43_560, 'acre'),
  thousandSquareFeet: unit('area', 1000, '1,000 square feet', '1,000 square feet'),
  squareFoot: unit('area', 1, 'square foot', 'square feet'),
  mile: unit('length', 5280, 'mile'),
  foot: unit('length', 1, 'foot', 'feet'),
  inch: unit('length', 1 / 12, 'inch', 'inches'),
} as const;

export type TUnitName = keyof typeof units;

/** A number with its unit: "2 pints", "35 acres". */
export interface TAmount {
  value: number;
  unit: TUnitName;
}

export const amount = (value: number, unitName: TUnitName): TAmount => ({ value, unit: unitName });

export function convert(from: TAmount, to: TUnitName): TAmount {
  const source = units[from.unit];
  const target = units[to];
  if (source.dimension !== target.dimension) throw new Error(`cannot convert ${from.unit} to ${to}`);
  return amount((from.value * source.base) / target.base, to);
}

/**
 * The other unit a result is also shown in: the larger one it reaches (70 pints is also 8.75 gallons), or for less
 * than one gallon or pound the smaller one that reads as a whole amount (0.25 gallon is 2 pints).
 */
export function otherUnit(of: TAmount): TUnitName | null {
  const { dimension, base } = units[of.unit];
  const size = of.value * base;
  if (dimension === 'volume') {
    const ladder: TUnitName[] = ['gallon', 'quart', 'pint'];
    const larger = ladder.find((name) => units[name].base > base && size >= units[name].base);
    if (larger) return larger;
    if (of.unit === 'gallon' && of.value < 1) return size >= units.pint.base ? 'pint' : 'fluidOunce';
    return null;
  }
  if (dimension === 'weight') {
    if (base < units.pound.base && size >= units.pound.base) return 'pound';
    return of.unit === 'pound' && of.value < 1 ? 'ounce' : null;
  }
  return null;
}
