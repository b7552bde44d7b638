import { ArrowButton } from '../components/arrow-button';

type Props = { index: number; count: number; onShow: (index: number) => void };

/** Previous, "Page N of M" and Next under a preview, the sample's or the visitor's own. */
export function PreviewPagerNav({ index, count, onShow }: Props) {
  return (
    <nav aria-label="Preview pages" className="mt-3 flex items-center justify-between gap-2">
      <ArrowButton
        tone="on-dark"
        label="Previous page"
        disabled={index === 0}
        onClick={() => onShow(index - 1)}
        direction="previous"
      />
      <p aria-live="polite" className="text-sm font-medium text-indigo-100">
        {`Page ${index + 1} of ${count}`}
      </p>
      <ArrowButton
        tone="on-dark"
        label="Next page"
        disabled={index >= count - 1}
        onClick={() => onShow(index + 1)}
        direction="next"
      />
    </nav>
  );
}
