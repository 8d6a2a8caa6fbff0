import { PlannedPage } from '../../placeholder/PlannedPage.js';

/** Placeholder until this screen is built (see the screen list). */
export function DevicesPage() {
  return <PlannedPage />;
}
