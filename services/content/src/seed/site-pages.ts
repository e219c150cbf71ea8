import type { SeedPage } from './legal-pages';

/** About, the sales portal, advertising, and the solutions and industries pages as first seeded. */
export const SITE_PAGES: SeedPage[] = [
  {
    slug: 'about',
    title: 'About Solar Marketplace',
    summary: 'A marketplace built for the people who buy, sell and trade solar equipment.',
    markdown: `Solar Marketplace is where installers, EPCs, distributors and homeowners buy solar panels, inverters, batteries and the parts around them, and where sellers move stock, from a single pallet to full containers.

## Two ways to buy

- **Buy Now (the shop):** fixed prices, no minimum quantity, stock on hand, cart checkout, named suppliers, shipping included or local pickup.
- **Negotiable deals (the trader platform):** bulk lots priced per watt or per unit, with a minimum order in pallets, containers or megawatts. Make an offer, counter, agree a contract, pay through the platform. Sellers stay anonymous until the contract is signed.

## What we check

Every listing and every change to a published deal is reviewed before buyers see it. Specifications must match the manufacturer's datasheet; condition (new, used, B-grade, refurbished) must be stated. Contact details in chats are hidden until a contract exists, so deals and payments stay protected.

## Who we serve

[Residential installers](/industries/residential), [commercial](/industries/commercial) and [utility-scale](/industries/utility) builders, [EPCs](/industries/epc), [manufacturers](/industries/manufacturers) and [distributors](/industries/distributors). See the [solutions](/solutions) we offer them.

Questions? [Contact us](/contact-us) or call our support line, Monday to Friday 8AM to 8PM EST.`,
  },
  {
    slug: 'sales-portal',
    title: 'Sales Portal',
    summary: 'For sellers and manufacturers who want to move volume: how to get your stock in front of buyers.',
    markdown: `## Choose how you sell

| | Buy Now (shop) | Negotiable (trader platform) |
|---|---|---|
| Price | fixed, with optional bulk tiers | negotiable, per watt or per unit |
| Minimum order | none | your MOQ in units, pallets, containers or MW |
| Stock | on hand | on hand or pre-production |
| Checkout | cart, paid upfront | offer, quote, signed contract |
| Your identity | named supplier | anonymous until the contract |

## Getting started

1. [Register as a seller](/register/seller) or add the seller role to your account.
2. Add your warehouses (locations) so buyers see where stock ships from and freight can be rated.
3. List items in the shop, or create negotiable deals for panels, inverters, batteries and other components.
4. Answer offers quickly: buyers compare several sellers, and an offer has a validity date.

## Tips that close deals

- Upload the datasheet and the warranty terms as documents on every listing.
- State the pallet size (modules per pallet) and the container load: buyers plan freight with them.
- Give lead times honestly for pre-production stock.
- Price per watt for modules; per unit for inverters and batteries.

Moving more than 1 MW a month? [Contact our sales team](/contact-us) for account support and featured placement.`,
  },
  {
    slug: 'marketing',
    title: 'Advertise with us',
    summary: 'Put your brand in front of installers, EPCs and distributors who buy solar equipment every week.',
    markdown: `Our visitors are professional buyers: installers sourcing the next job, EPCs pricing a bid, distributors filling a container. Advertising here reaches them while they compare equipment.

## How it works

1. Pick a placement from the offers below.
2. Send us your creative (a picture of 1600x675 for banners, 685x450 for tiles) and the landing link.
3. We review it against our listing rules and schedule it; clicks are counted and reported to you monthly.

Ads are clearly marked, never disguised as listings, and must make only claims your datasheets support. To book, [contact us](/contact-us) with the subject "Advertising".`,
  },
  {
    slug: 'solutions',
    title: 'Solutions',
    summary: 'Services around the marketplace for teams that buy and sell solar equipment at scale.',
    markdown: `Beyond the shop and the trader platform, our team helps you source, move and contract solar equipment.

- [Equipment Procurement](/solutions/equipment-procurement): the right modules, inverters and batteries at a market price.
- [Logistics & Warehousing](/solutions/logistics-warehousing): freight, incoterms and storage between factory and site.
- [Project Planning](/solutions/project-planning): bills of materials and delivery schedules that match your build.
- [Consulting](/solutions/consulting): technical and commercial advice on equipment choices.
- [Contract Negotiation](/solutions/contract-negotiation): offers, quotes and contracts that protect both sides.
- [E-commerce & Distribution](/solutions/e-commerce-distribution): selling your stock online to a national audience.`,
  },
  {
    slug: 'solutions-equipment-procurement',
    title: 'Equipment Procurement',
    summary: 'Source modules, inverters, batteries and balance of system at market prices.',
    markdown: `## What we do

We find equipment that fits your design and your budget, from sellers on the marketplace and beyond, and compare offers on the same basis: price per watt delivered to your site.

## How a procurement works

1. **Specification:** module wattage and technology (mono PERC, TOPCon, HJT, bifacial), inverter type (string, hybrid, micro, central), battery chemistry and capacity, and the certifications your jurisdiction needs (UL 61730, UL 1741, UL 9540).
2. **Sourcing:** we post your need as a custom order and invite sellers with matching stock.
3. **Comparison:** offers are normalised for incoterm, freight and warranty, so a lower price ex works is not mistaken for a lower landed cost.
4. **Contract:** you sign on the trader platform; payment is held until delivery terms are met.

## Good to know

Tier 1 modules (by the bankability lists lenders use) matter for financed projects. For residential work, the installer's familiarity with an inverter's monitoring and its local support often matters more than a few cents per watt.`,
  },
  {
    slug: 'solutions-logistics-warehousing',
    title: 'Logistics & Warehousing',
    summary: 'Freight, incoterms and storage from the factory or warehouse to your site.',
    markdown: `## Freight basics

- A standard pallet holds roughly 26 to 36 modules depending on size; a 40-foot high-cube container carries about 620 to 720 modules.
- Less-than-truckload (LTL) freight suits 1 to 6 pallets; beyond that a full truckload is usually cheaper per pallet.
- Lithium batteries ship as Class 9 dangerous goods: the seller must label and document them; some carriers refuse them.

## Incoterms in practice

EXW and FCA put freight in your hands; DAP and DDP put it in the seller's. For imported containers, FOB at the port of loading with your own forwarder often gives the best control. The [Buyer Terms](/buyer-terms) explain each.

## Warehousing

Sellers list the warehouses stock ships from, so freight is rated from the right place. Modules store flat on their pallets, indoors or covered, never stacked more than two pallets high. Batteries need a dry, temperature-controlled room and a partial state of charge for long storage.

## Delivery day

Check the count and the packaging before signing, note any damage on the receipt, and take photos. Most freight claims fail because damage was not written on the delivery receipt.`,
  },
  {
    slug: 'solutions-project-planning',
    title: 'Project Planning',
    summary: 'Bills of materials and delivery schedules that match your build.',
    markdown: `## From design to bill of materials

A complete bill of materials lists modules, inverters or optimisers, racking and mounts, PV cables and connectors, combiner boxes, disconnects, monitoring and, where used, batteries and chargers. Missing a part delays a crew more than any price difference.

## Sizing checks we run

- **String sizing:** the string's open-circuit voltage at the site's coldest temperature must stay under the inverter's maximum input voltage.
- **DC/AC ratio:** 1.1 to 1.3 is common; higher ratios clip more energy at midday.
- **Connectors:** only mate connectors of the same make and type; mixing "compatible" MC4 types voids warranties and causes failures.
- **Battery sizing:** usable capacity against the daily load and the days of autonomy you need.

## Scheduling deliveries

Deliver racking first, modules and inverters close to installation, to avoid storage losses and theft on site. Pre-production stock on the trader platform comes with a lead time: plan for it.`,
  },
  {
    slug: 'solutions-consulting',
    title: 'Consulting',
    summary: 'Technical and commercial advice on solar equipment choices.',
    markdown: `Our consultants have bought and installed equipment for residential, commercial and utility projects. We help you decide before you spend.

## Typical questions we answer

- Which module technology gives the lowest cost per kWh on this roof or site?
- String inverters, microinverters or optimisers for a shaded residential roof?
- AC-coupled or DC-coupled storage when adding a battery to an existing system?
- Is this used or B-grade lot worth buying, and what warranty remains?
- What do the datasheet's temperature coefficient and degradation rate mean for 25 years of yield?

## How it works

Describe your project through the [contact form](/contact-us) with the subject "Consulting". We answer within one business day with the questions we need answered and an estimate of the time involved.`,
  },
  {
    slug: 'solutions-contract-negotiation',
    title: 'Contract Negotiation',
    summary: 'Offers, quotes and contracts that protect buyers and sellers.',
    markdown: `## How negotiation works on the trader platform

1. The buyer makes an offer: quantity, price, incoterm and delivery location.
2. The seller accepts, declines or counters; counters can go back and forth.
3. An accepted offer becomes a quote with taxes and legal terms.
4. Both sides sign the contract, exported as a PDF; payment follows through the marketplace.

## What to agree in writing

- **Price basis:** per watt (modules) or per unit, and whether freight and tax are included.
- **Incoterm** and the named place: it decides who pays freight and when risk passes.
- **Lead time** and what happens if it slips.
- **Warranty:** who the buyer claims from, and the serial numbers or flash test data delivered.
- **Inspection:** the window after delivery to report damage or shortages.

The seller stays anonymous and contact details are masked until the contract is signed, so both sides negotiate on the terms, not around the platform.`,
  },
  {
    slug: 'solutions-e-commerce-distribution',
    title: 'E-commerce & Distribution',
    summary: 'Sell your stock online to installers and buyers across the country.',
    markdown: `## Reach buyers you do not see today

Your storefront on the marketplace lists your items with their prices, stock per warehouse and shipping options, and your brand page gathers them. Buyers find you through shop search, brand pages and category listings.

## Tools for distributors

- **Bulk savings:** price tiers by quantity, applied automatically in the cart.
- **Inventory per location:** buyers see what ships from the closest warehouse.
- **Bulk edits:** change prices and stock of many items at once.
- **Resellers:** list items on behalf of partners while keeping the records straight.
- **Payouts:** sales are paid to your bank account after delivery, with receipts per order.

## Moving surplus

Overstock and end-of-line modules sell best as negotiable deals: set a minimum order in pallets and let buyers make offers.`,
  },
  {
    slug: 'industries',
    title: 'Industries',
    summary: 'Who buys and sells on the marketplace, and how it serves each of them.',
    markdown: `- [Residential](/industries/residential): installers and homeowners equipping rooftop systems.
- [Commercial](/industries/commercial): businesses and their installers building rooftop and carport arrays.
- [Utility](/industries/utility): developers and builders of ground-mounted plants.
- [EPC](/industries/epc): engineering, procurement and construction firms.
- [Manufacturers](/industries/manufacturers): makers of modules, inverters, batteries and parts.
- [Distributors](/industries/distributors): wholesalers moving stock to installers.`,
  },
  {
    slug: 'industries-residential',
    title: 'Residential',
    summary: 'Equipment for rooftop systems of 3 to 20 kW, with or without batteries.',
    markdown: `## What residential buyers look for

- Modules of 400 to 450 W with black frames for appearance, in quantities of one job (10 to 40 panels).
- Microinverters or string inverters with optimisers where roofs are shaded or have several faces.
- Hybrid inverters and 10 to 30 kWh of lithium storage for backup and self-consumption.
- Rapid shutdown compliance and the local utility's interconnection rules.

## How we help

Buy Now items ship in job-size quantities with no minimum; installers buying for several jobs save with bulk tiers or a negotiable pallet deal. Warranty registration with the manufacturer is the installer's job: keep the serial numbers from each delivery.`,
  },
  {
    slug: 'industries-commercial',
    title: 'Commercial',
    summary: 'Rooftop and carport systems for businesses, from 50 kW to a few megawatts.',
    markdown: `## Typical needs

- Pallet quantities of high-wattage modules (540 W and above), often bifacial for carports.
- Three-phase string inverters of 25 to 125 kW, and monitoring that the owner's facility team can read.
- Racking engineered for the roof's load limits and wind zone.
- Storage sized for demand-charge reduction rather than backup.

## Buying well

Commercial projects are where negotiable deals pay off: price per watt for a few hundred kilowatts varies more between sellers than list prices suggest. Fix the incoterm and the delivery window in the contract: a missed crane date costs more than freight.`,
  },
  {
    slug: 'industries-utility',
    title: 'Utility',
    summary: 'Ground-mounted plants from a few megawatts upward.',
    markdown: `## What utility buyers need

- Container and megawatt quantities of Tier 1 modules with flash test data and serial lists.
- Central or high-power string inverters and the transformers that connect them.
- Trackers or fixed-tilt structures, DC cabling and combiner boxes in volume.
- Bankable suppliers: lenders check the module maker's financial standing.

## On the trader platform

List or buy with the minimum order in containers or MW, delivered FOB or DDP. Pre-production lots state a lead time; reserve them with a contract early in the project schedule.`,
  },
  {
    slug: 'industries-epc',
    title: 'EPC',
    summary: 'For engineering, procurement and construction firms building for others.',
    markdown: `EPCs carry the procurement risk of their projects: a late or short delivery stops a crew, and a price that moves between bid and order eats the margin.

## How we help EPCs

- **Quotes that hold:** a signed contract on the trader platform fixes price, quantity, incoterm and lead time.
- **Several sellers, one process:** compare offers for the same equipment on the same terms.
- **Custom orders:** post what your bill of materials needs and let sellers answer.
- **Documents:** datasheets, warranties and the contract PDF stay with the deal.

Planning a pipeline of projects? [Talk to our sales team](/contact-us) about framework supply.`,
  },
  {
    slug: 'industries-manufacturers',
    title: 'Manufacturers',
    summary: 'For makers of modules, inverters, batteries and balance-of-system parts.',
    markdown: `## Reach the buyers of your products

Manufacturers sell through their storefront and brand page to installers and distributors across the country, or move production lots, B-grade output and end-of-line models as negotiable deals without publicising the price to the whole market: the seller stays anonymous until a contract is signed.

## What buyers expect from you

- Datasheets and certifications (UL, IEC) attached to every listing.
- Warranty terms stated plainly: product years, power warranty, and who handles claims.
- Pallet and container configurations, so buyers can plan freight.

[Advertise with us](/marketing) to feature new products on category pages.`,
  },
  {
    slug: 'industries-distributors',
    title: 'Distributors',
    summary: 'For wholesalers moving stock between manufacturers and installers.',
    markdown: `## Sell to installers nationwide

Your storefront lists stock per warehouse with bulk savings tiers; installers order job-size quantities and pay upfront at checkout.

## Buy in bulk, sell in parts

Buy containers on the trader platform at a negotiated price per watt, then list the same modules in the shop by the pallet or by the piece. Inventory is tracked per location, so what ships from where is always right.

## Clear slow stock

Aging inventory loses value as new module generations arrive. List it as a negotiable deal with a pallet MOQ and let the market make offers.`,
  },
];
