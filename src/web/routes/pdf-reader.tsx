import { PreviewScreen } from '../preview/preview-screen';

export function Component() {
  return <PreviewScreen variant="reader" />;
}
