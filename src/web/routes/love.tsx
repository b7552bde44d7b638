import { PATHS } from '../../domain/routes';
import { Home } from './home';

/** The love landing page: the home page with the love headings and sourcePage '/love'. */
export function Love() {
  return <Home sourcePage={PATHS.love} />;
}
