import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import type { OrderDetail } from '../../domain/admin-api';
import type { CitySuggestion } from '../../domain/city';
import { UNKNOWN_TIME } from '../../domain/person';
import { searchCities } from '../api';
import { Button, Outcome, TextField } from './form-controls';
import { useOrderAction } from './order-actions';

type Answers = OrderDetail['answers'];

/** The place as the reading holds it, so an operator correcting only the time need not search again. */
function currentPlace(answers: Answers): CitySuggestion | null {
  const { birth_city_lat: lat, birth_city_lon: lon } = answers;
  if (!answers.birth_city_name || !answers.birth_city_timezone || lat === null || lon === null) return null;
  const parts = [answers.birth_city_name, answers.birth_city_state, answers.birth_city_country].filter(Boolean);
  return {
    name: answers.birth_city_name,
    state: answers.birth_city_state,
    country: answers.birth_city_country ?? '',
    countryCode: 'ZZ',
    displayName: parts.join(', '),
    lat,
    lon,
    type: 'city',
    timeZone: answers.birth_city_timezone,
  };
}

/**
 * "My birth time was wrong": date, time (or unknown) and a place chosen from the same city search
 * the funnel uses, so the chart gets real coordinates and a real zone.
 */
export function BirthDataAction({ order, onDone }: { order: OrderDetail; onDone: (message: string) => void }) {
  const { answers } = order;
  const [date, setDate] = useState(answers.birth_date ?? '');
  const [unknownTime, setUnknownTime] = useState(answers.birth_time === UNKNOWN_TIME);
  const [time, setTime] = useState(answers.birth_time && answers.birth_time !== UNKNOWN_TIME ? answers.birth_time : '');
  const [place, setPlace] = useState<CitySuggestion | null>(currentPlace(answers));
  const [query, setQuery] = useState('');
  const [note, setNote] = useState('');
  const search = useMutation({ mutationFn: (text: string) => searchCities(text) });
  const action = useOrderAction(order.id, 'birth-data', onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate({
      birth_date: date,
      birth_time: unknownTime ? UNKNOWN_TIME : time.trim().toUpperCase(),
      birth_city_name: place?.name ?? '',
      birth_city_country: place?.country || null,
      birth_city_state: place?.state ?? null,
      birth_city_lat: place?.lat,
      birth_city_lon: place?.lon,
      birth_city_timezone: place?.timeZone,
      note,
    });
  }

  return (
    <section
      aria-label="Correct the birth data"
      className="rounded-lg border border-slate-200 bg-white p-4 md:col-span-2"
    >
      <h3 className="font-semibold">Correct the birth data</h3>
      <p className="mt-1 text-sm text-slate-700">
        The chart is cast again and the PDF rendered again; a reading already sent is sent again, corrected.
      </p>
      <form onSubmit={submit} className="mt-2 grid gap-3 md:grid-cols-2" noValidate>
        <TextField label="Birth date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <div>
          <TextField
            label="Birth time"
            placeholder="3:18 PM"
            value={time}
            disabled={unknownTime}
            onChange={(e) => setTime(e.target.value)}
            hint="Like 3:18 PM."
          />
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={unknownTime} onChange={(e) => setUnknownTime(e.target.checked)} />
            Time unknown
          </label>
        </div>
        <div className="md:col-span-2">
          <p className="text-sm font-medium text-slate-800">Birth place: {place ? place.displayName : 'none chosen'}</p>
          <div className="mt-1 flex items-end gap-2">
            <div className="grow">
              <TextField label="Find a city" value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <Button
              variant="secondary"
              onClick={() => search.mutate(query)}
              disabled={search.isPending || query.trim().length < 2}
            >
              Search
            </Button>
          </div>
          {search.data ? (
            search.data.length === 0 ? (
              <p role="status" className="mt-2 text-sm text-slate-700">
                No city found.
              </p>
            ) : (
              <fieldset className="mt-2 space-y-1">
                <legend className="sr-only">Choose the birth place</legend>
                {search.data.map((city) => (
                  <label
                    key={`${city.displayName}|${city.lat}|${city.lon}`}
                    className="flex items-center gap-2 text-sm text-slate-800"
                  >
                    <input
                      type="radio"
                      name="birth-place"
                      checked={place?.displayName === city.displayName && place.lat === city.lat}
                      onChange={() => setPlace(city)}
                    />
                    {city.displayName} <span className="text-slate-600">({city.timeZone})</span>
                  </label>
                ))}
              </fieldset>
            )
          ) : null}
          <Outcome error={search.error} message={null} />
        </div>
        <div className="md:col-span-2">
          <TextField
            label="What the client told you (for the audit log)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" disabled={action.isPending}>
            Correct and render again
          </Button>
        </div>
      </form>
      <Outcome error={action.error} message={null} />
    </section>
  );
}
