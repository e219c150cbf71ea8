import { Link } from 'react-router-dom';
import { CREATE_DEAL_PATHS, type DealEquipment } from './sellerDealPaths';
import { LISTINGS_TEXT } from './text';

const C = LISTINGS_TEXT.create;

/** The four deal forms in the order a seller of bulk stock most often needs them, each with its icon. */
const CHOICES: readonly { equipment: DealEquipment; icon: string }[] = [
  { equipment: 'panel', icon: 'grid-3x3-gap' },
  { equipment: 'inverter', icon: 'lightning-charge' },
  { equipment: 'battery', icon: 'battery-charging' },
  { equipment: 'other', icon: 'tools' },
];

/**
 * "Create a deal": one link per equipment form. Big cards with a line on each on the deal hub; `compact`, a row
 * of buttons (an empty listing's invitation).
 */
export function CreateDealChoices({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {CHOICES.map(({ equipment, icon }) => (
          <Link key={equipment} to={CREATE_DEAL_PATHS[equipment]} className="btn btn-outline-dark">
            <i className={`bi bi-${icon} me-1`} aria-hidden="true" />
            {C[equipment].label}
          </Link>
        ))}
      </div>
    );
  }
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
      {CHOICES.map(({ equipment, icon }) => (
        <div className="col" key={equipment}>
          <Link to={CREATE_DEAL_PATHS[equipment]} className="card h-100 text-decoration-none text-body shadow-sm">
            <div className="card-body d-flex gap-3 align-items-start">
              <i className={`bi bi-${icon} fs-2 text-amber`} aria-hidden="true" />
              <div>
                <div className="h5 mb-1">{C[equipment].label}</div>
                <div className="small text-secondary">{C[equipment].description}</div>
              </div>
            </div>
          </Link>
        </div>
      ))}
    </div>
  );
}
