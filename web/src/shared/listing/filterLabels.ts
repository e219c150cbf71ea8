/** The name shown for each filter value of a listing (facets and the URL hold slugs and codes). */
export interface FilterLabels {
  category: (slug: string) => string;
  subcategory: (slug: string) => string;
  brand: (slug: string) => string;
  condition: (value: string) => string;
  shippingType: (value: string) => string;
  panelWattage: (value: string) => string;
  wattage: (value: string) => string;
  colour: (value: string) => string;
  state: (code: string) => string;
}
