import { PAYMENT_CARD_LOGOS, type PaymentCardLogo } from '@solar/contracts';
import type { ReactElement } from 'react';

/** Simple drawn badges for the accepted cards (no trademarked artwork is shipped). */
const BADGES: Record<PaymentCardLogo, ReactElement> = {
  Master: (
    <svg viewBox="0 0 48 30" width="48" height="30">
      <rect width="48" height="30" rx="4" fill="#fff" />
      <circle cx="19" cy="15" r="8" fill="#eb001b" />
      <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  ),
  Visa: (
    <svg viewBox="0 0 48 30" width="48" height="30">
      <rect width="48" height="30" rx="4" fill="#fff" />
      <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    </svg>
  ),
  'Union Pay': (
    <svg viewBox="0 0 48 30" width="48" height="30">
      <rect width="48" height="30" rx="4" fill="#fff" />
      <path d="M6 5h10l-4 20H2z" fill="#e21836" />
      <path d="M16 5h10l-4 20H12z" fill="#00447c" />
      <path d="M26 5h10l-4 20H22z" fill="#007b84" />
      <text x="42" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="6.5" fontWeight="700" fill="#00447c">
        UP
      </text>
    </svg>
  ),
  'American Express': (
    <svg viewBox="0 0 48 30" width="48" height="30">
      <rect width="48" height="30" rx="4" fill="#2e77bc" />
      <text x="24" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="800" fill="#fff">
        AMEX
      </text>
    </svg>
  ),
};

export function CardLogos() {
  return (
    <ul className="list-inline mb-0 d-flex flex-wrap gap-2" aria-label="Accepted cards">
      {PAYMENT_CARD_LOGOS.map((card) => (
        <li key={card} className="card-logo" title={card}>
          <span className="visually-hidden">{card}</span>
          <span aria-hidden="true">{BADGES[card]}</span>
        </li>
      ))}
    </ul>
  );
}
