import { ScreenPlaceholder } from '../components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Your name and e-mail" />;
}
