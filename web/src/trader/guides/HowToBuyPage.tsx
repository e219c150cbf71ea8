import {
  DEAL_CATEGORIES,
  dealUnitPrice,
  INCOTERMS,
  LEAD_TIME_DAYS,
  lineAmount,
  MOQ_UNITS,
  moqInUnits,
  WATTAGE_GROUPS,
  wattageGroupPath,
} from '@solar/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { CheckList, GuideLinks, GuideStep, TermsTable } from '../../shared/components/GuideParts';
import { formatDealPrice, formatWatts } from '../../shared/deals/dealFormat';
import { INCOTERM_NAMES, INCOTERM_EXPLAINED } from '../../shared/deals/labels';
import { formatUsd } from '../../shared/format';
import { panelWattageLabel } from '../../shared/labels';
import { DEAL_CATEGORY_PAGES } from '../browse/dealLocation';
import { GuideHeader } from './GuideParts';
import { GUIDE_TEXT, MOQ_UNIT_EXPLAINED } from './text';

const T = GUIDE_TEXT.howToBuy;

/** The worked example: a common 550 W module at $0.245/W, packed 31 to a pallet. */
const EXAMPLE = { pricePerWatt: 0.245, watts: 550, panelsPerPallet: 31 };
/** '2, 3, 5, 10, 15, or 30': the lead time and offer validity choices of the deal form. */
const DAY_CHOICES = new Intl.ListFormat('en-US', { type: 'disjunction' }).format(LEAD_TIME_DAYS.map(String));
const SOLAR_PANELS_ID = DEAL_CATEGORIES.find((category) => category.name === 'Solar Panels')!.id;

/** The example's figures, computed by the same rules as every deal's (rounded to the cent as the service does). */
function PricePerWattExample() {
  const { pricePerWatt, watts, panelsPerPallet } = EXAMPLE;
  const perPanel = dealUnitPrice({ category_id: SOLAR_PANELS_ID, price: pricePerWatt, panel_wattage: watts }) ?? 0;
  return (
    <div className="border rounded-3 p-3 bg-body-tertiary">
      <h3 className="h6">{T.pricePerWatt.exampleTitle}</h3>
      <p className="mb-1 fw-semibold">{T.pricePerWatt.example(formatDealPrice(pricePerWatt, 'watt'), watts, formatUsd(perPanel))}</p>
      <p className="mb-0 small text-secondary">
        {T.pricePerWatt.palletExample(panelsPerPallet, formatWatts(watts * panelsPerPallet), formatUsd(lineAmount(perPanel, panelsPerPallet)))}
      </p>
    </div>
  );
}

/** Where to start looking: all deals, the main categories, the panel wattage groups, the search and the brands. */
function StartingPoints() {
  const F = T.find;
  const link = 'btn btn-sm btn-outline-secondary';
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link to={paths.traderDeals} className="btn btn-sm btn-amber">
        {F.allDeals}
      </Link>
      {DEAL_CATEGORY_PAGES.slice(0, 3).map((page) => (
        <Link key={page.slug} to={page.path} className={link}>
          {page.label}
        </Link>
      ))}
      {WATTAGE_GROUPS.map((group) => (
        <Link key={group.id} to={wattageGroupPath(group)} className={link}>
          {panelWattageLabel(String(group.min))}
        </Link>
      ))}
      <Link to={paths.traderFind} className={link}>
        <i className="bi bi-search me-1" aria-hidden="true" />
        {F.search}
      </Link>
      <Link to={paths.traderBrands} className={link}>
        {F.brands}
      </Link>
    </div>
  );
}

/** /trader/how-to-buy: finding a lot, reading its figures (price per watt, MOQ, incoterm), offer and contract. */
export function HowToBuyPage() {
  const mwPanels = moqInUnits({ moq: 1, moq_unit: 'MW', panel_wattage: EXAMPLE.watts, units_per_pallet: null, units_per_container: null }) ?? 0;
  return (
    <div className="container py-4 py-lg-5">
      <GuideHeader crumb={T.title} heading={T.heading} lead={T.lead} />

      <GuideStep id="buy-find" number={1} title={T.find.title}>
        <p>{T.find.text}</p>
        <StartingPoints />
      </GuideStep>

      <GuideStep id="buy-filters" number={2} title={T.filters.title}>
        <p>{T.filters.text}</p>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-1 mb-2 small">
          {T.filters.list.map((filter) => (
            <li key={filter} className="col">
              {filter}
            </li>
          ))}
        </ul>
        <p className="small text-secondary mb-0">{T.filters.categoryNote}</p>
      </GuideStep>

      <GuideStep id="buy-price" number={3} title={T.pricePerWatt.title}>
        <p>{T.pricePerWatt.text}</p>
        <PricePerWattExample />
        <p className="small text-secondary mt-2 mb-0">{T.pricePerWatt.otherEquipment}</p>
      </GuideStep>

      <GuideStep id="buy-moq" number={4} title={T.moq.title}>
        <p>{T.moq.text}</p>
        <TermsTable head={[T.moq.unit, T.moq.meaning]} rows={MOQ_UNITS.map((unit) => ({ key: unit, term: unit, meaning: MOQ_UNIT_EXPLAINED[unit] }))} />
        <p className="small text-secondary mt-2 mb-0">{T.moq.mwExample(EXAMPLE.watts, mwPanels)}</p>
      </GuideStep>

      <GuideStep id="buy-incoterms" number={5} title={T.incoterms.title}>
        <p>{T.incoterms.text}</p>
        <TermsTable
          head={[T.incoterms.term, T.incoterms.meaning]}
          rows={INCOTERMS.map((term) => ({ key: term, term, title: INCOTERM_NAMES[term], meaning: INCOTERM_EXPLAINED[term] }))}
        />
      </GuideStep>

      <GuideStep id="buy-timing" number={6} title={T.timing.title}>
        <p className="mb-0">{T.timing.text(DAY_CHOICES)}</p>
      </GuideStep>

      <GuideStep id="buy-offer" number={7} title={T.offer.title}>
        <CheckList items={T.offer.points} />
      </GuideStep>

      <GuideStep id="buy-contract" number={8} title={T.contract.title}>
        <p className="mb-0">{T.contract.text}</p>
      </GuideStep>

      <GuideLinks
        links={[
          { to: paths.traderDeals, label: T.browse, primary: true },
          { to: paths.traderHowToSell, label: GUIDE_TEXT.howToSell.title },
          { to: paths.traderPlatform, label: GUIDE_TEXT.platform.title },
        ]}
      />
    </div>
  );
}
