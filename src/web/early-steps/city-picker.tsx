import { useId, useRef, useState, type KeyboardEvent } from 'react';

import type { CitySuggestion } from '../../domain/city';
import { Spinner } from '../components/spinner';
import type { BirthCity } from '../funnel/navigation-state';
import { FieldMessage, fieldDescription } from './field-message';
import { useCitySearch } from './use-city-search';

type CityPickerProps = {
  selected: BirthCity | null;
  onSelect: (city: CitySuggestion | null) => void;
  /** Why the step cannot go on without a city; shown under the search while none is chosen. */
  error?: { title: string; message: string } | null;
};

/** Said with the required-field message while a name is typed but none of the suggestions taken. */
export const CHOOSE_SUGGESTION = 'pick it from the suggestions as you type';

/**
 * A combobox over the city search. Once a city is chosen it shows as a button; pressing that
 * button clears the choice and brings the search back.
 */
export function CityPicker({ selected, onSelect, error = null }: CityPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, searching, nothingFound } = useCitySearch(text);

  function choose(city: CitySuggestion) {
    onSelect(city);
    setText('');
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    onSelect(null);
    // The input is mounted again on the next render; focus follows it there.
    requestAnimationFrame(() => input.current?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((now) => (now + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const city = suggestions[active];
      if (open && city) {
        event.preventDefault();
        choose(city);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  if (selected) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-indigo-100">Birth city</span>
        <button
          type="button"
          onClick={clear}
          aria-describedby={`${id}-clear-hint`}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-gold bg-night-card px-4 py-2 text-left text-white"
        >
          <span>{selected.displayName}</span>
          <span aria-hidden="true" className="text-xl leading-none text-gold">
            ×
          </span>
        </button>
        <p id={`${id}-clear-hint`} className="text-sm text-indigo-200">
          Tap the city to choose another one.
        </p>
      </div>
    );
  }

  const showList = open && suggestions.length > 0;
  const errorText = error?.message ?? null;
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-indigo-100">
        Birth city
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        {...fieldDescription(messageId, errorText)}
        autoComplete="off"
        spellCheck={false}
        placeholder="Start typing your birth city"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`min-h-12 w-full rounded-xl border bg-night-card px-4 text-base text-white placeholder:text-indigo-300/70 focus:border-gold ${errorText ? 'border-rose-400' : 'border-white/20'}`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching cities"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-xl border border-white/15 bg-night-card shadow-xl"
      >
        {suggestions.map((city, index) => (
          <li
            key={`${city.name}|${city.state ?? ''}|${city.country}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input so the list is not closed before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
            className={`cursor-pointer border-b border-white/10 px-4 py-3 last:border-b-0 ${index === active ? 'bg-white/10' : 'hover:bg-white/5'}`}
          >
            <span className="block text-white">{city.name}</span>
            <span className="block text-sm text-indigo-200">
              {[city.state, city.country].filter(Boolean).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      <FieldMessage
        id={messageId}
        error={errorText}
        title={error?.title}
        hint={text.trim() === '' ? null : CHOOSE_SUGGESTION}
      />
      <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-indigo-200">
        {searching ? (
          <>
            <Spinner className="size-4" />
            Searching...
          </>
        ) : nothingFound ? (
          'No city found. Try the English spelling or a nearby larger town.'
        ) : null}
      </p>
    </div>
  );
}
