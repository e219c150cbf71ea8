import { MESSAGES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { usePageTitle } from '../hooks/usePageTitle';

export function NotFoundPage() {
  const text = MESSAGES.notFoundPage;
  usePageTitle(text.heading);
  return (
    <div className="container py-5 my-lg-5 text-center not-found">
      <div className="not-found-code" aria-hidden="true">
        4<i className="bi bi-sun" />4
      </div>
      <h1 className="h2 mb-3">{text.heading}</h1>
      <p className="text-secondary mb-4">{text.text}</p>
      <Link to={paths.home} className="btn btn-amber btn-lg px-4">
        {text.button}
      </Link>
    </div>
  );
}
