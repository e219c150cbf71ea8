import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Closes an open Bootstrap offcanvas when the page changes. Attach the returned ref to the panel's
 * `data-bs-dismiss` close button. Links inside the panel cannot carry `data-bs-dismiss` themselves: Bootstrap
 * handles that attribute in the capture phase and cancels the click before the router sees it.
 */
export function useDismissOnNavigate() {
  const closeButton = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    const button = closeButton.current;
    if (button?.closest('.offcanvas')?.classList.contains('show')) button.click();
  }, [key]);

  return closeButton;
}
