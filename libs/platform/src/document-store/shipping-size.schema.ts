import type { SchemaDefinition } from 'mongoose';

/**
 * The shipping weight and box size of one unit, as the catalog's items and the trader's deals store them (the
 * product form's and the deal form's fields of the same names). A schema adds them with `shippingSizeFields`;
 * its class takes their types by declaration merging: `export interface Item extends ShippingSize<number, string> {}`.
 */
export interface ShippingSize<Measure extends number | null, Unit extends string | null> {
  weight: Measure;
  weight_unit: Unit;
  length: Measure;
  length_unit: Unit;
  width: Measure;
  width_unit: Unit;
  height: Measure;
  height_unit: Unit;
  package_type: string;
}

/** What a document holds for each field until the form sets it. */
export interface ShippingSizeBlanks {
  /** Weight, length, width and height. */
  measure: number | null;
  weightUnit: string | null;
  /** The unit of length, width and height, which the forms require to be the same. */
  dimensionUnit: string | null;
  packageType: string;
}

/**
 * The shipping-size paths for `schema.add(...)`, each with its blank as its default: an item's are a usable
 * size from the start (0, 'lb', 'in', 'box'), a draft deal's are empty until the seller fills them in.
 */
export function shippingSizeFields(blank: ShippingSizeBlanks): SchemaDefinition {
  const measure = () => ({ type: Number, default: blank.measure });
  const unit = (value: string | null) => ({ type: String, default: value });
  return {
    weight: measure(),
    weight_unit: unit(blank.weightUnit),
    length: measure(),
    length_unit: unit(blank.dimensionUnit),
    width: measure(),
    width_unit: unit(blank.dimensionUnit),
    height: measure(),
    height_unit: unit(blank.dimensionUnit),
    package_type: { type: String, default: blank.packageType },
  };
}
