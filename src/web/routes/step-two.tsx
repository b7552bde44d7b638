import { ScreenPlaceholder } from '../components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Your birth date" />;
}
