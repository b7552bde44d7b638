import { View } from '@react-pdf/renderer';
import { createContext, useContext } from 'react';

/** The page each chapter and answer starts on, keyed by its id, noted while the reading is paginated. */
export const PageMarksContext = createContext<Map<string, number> | null>(null);

export function usePageMarks(): Map<string, number> | null {
  return useContext(PageMarksContext);
}

/**
 * Notes the page it lands on, for the contents page. react-pdf calls every `render` prop while it
 * splits the pages, in page order (the last call for a node is on the page it stays on), then once
 * more page by page with the final numbers: the contents page, drawn again in that last round, finds
 * every chapter's page noted, so one layout pass gives the right numbers.
 */
export function PageMark({ id }: { id: string }) {
  const marks = usePageMarks();
  if (!marks) return null;
  return (
    <View
      render={({ pageNumber }) => {
        marks.set(id, pageNumber);
        return null;
      }}
    />
  );
}
